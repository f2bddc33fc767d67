// A stand-in for SwiftUI, for type-checking the SwiftUI test `listsh emit swift` writes for a
// List scenario (Tests/EmitCheck).
//
// It declares exactly the SwiftUI API the emitter may use, with the shapes of Apple's
// documentation (iOS 17 SDK): `View` and its builder, `List`, `ForEach` (its range initializer
// too), `Section`, `Text`, `listStyle`, `withAnimation`, `UIHostingController`, and the Combine
// types SwiftUI re-exports (`ObservableObject`, `Published`). Nothing here runs.
@_exported import UIKit

@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

public struct EmptyView: View {
  public var body: Never { fatalError() }
}

public struct Text: View {
  public init(_ content: String) {}
  public var body: Never { fatalError() }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

extension ForEach where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: Never { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {}
}

public protocol ListStyle {}
public struct PlainListStyle: ListStyle {}
public struct GroupedListStyle: ListStyle {}
public struct InsetGroupedListStyle: ListStyle {}
public struct SidebarListStyle: ListStyle {}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}

public struct Animation: Sendable {
  public static let `default` = Animation()
}

public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

public protocol ObservableObject: AnyObject {}

@propertyWrapper public struct Published<Value> {
  public init(wrappedValue: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    set {}
  }
}

@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  public init(wrappedValue: ObjectType) { fatalError() }
  public var wrappedValue: ObjectType { fatalError() }
}

@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
  public init(rootView: Content) { fatalError() }
}

extension View {
  public func id<ID: Hashable>(_ id: ID) -> some View { self }
}

extension MutableCollection {
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

extension RangeReplaceableCollection where Self: MutableCollection {
  public mutating func remove(atOffsets offsets: IndexSet) {}
}
