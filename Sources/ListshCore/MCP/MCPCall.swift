import HeadlessUIKit
import ListScript

/// A tool call with its arguments read and checked: what each tool runs on.
enum MCPCall: Equatable {
  case explain(String)
  case run(ScenarioRun.Request)
  case test(paths: [String], profiles: [Platform])
  case emitSwift(String, name: String, target: SwiftEmitter.Target)
  case check(IdentityPayload)

  /// The payload of a `check` call: inline JSON or files inside the root.
  struct IdentityPayload: Equatable {
    var data: Source
    var next: Source?
    var key: String?
    var at: String?

    enum Source: Equatable {
      case inline(JSON)
      case file(String)
    }
  }

  /// An argument a call cannot use, in words the agent can act on.
  struct ArgumentError: Error, Equatable {
    var message: String
  }

  /// The most bytes of a scenario or a paste an argument may hold.
  static let textLimit = 8_000_000

  init(_ tool: MCPTool, _ arguments: JSON) throws(ArgumentError) {
    let reader = Reader(tool: tool, arguments: arguments)
    try reader.onlyKnown()
    switch tool {
    case .explain:
      self = .explain(try reader.text("text"))
    case .run:
      let steps = try reader.integer("max_steps") ?? Limits().maxSteps
      guard (1...Limits().maxSteps).contains(steps) else {
        throw ArgumentError(message: "max_steps must be from 1 to \(Limits().maxSteps)")
      }
      self = .run(
        ScenarioRun.Request(
          source: try reader.text("scenario"), name: try reader.fileName(), root: ".",
          profile: try reader.profile("profile") ?? .ios15, maxSteps: steps))
    case .test:
      let paths = try reader.strings("paths") ?? ["scenarios"]
      let profiles = try reader.strings("profiles").map { names throws(ArgumentError) in
        try names.map { name throws(ArgumentError) in try Reader.profile(name) }
      }
      guard !paths.isEmpty else { throw ArgumentError(message: "paths is empty") }
      let chosen = profiles ?? []
      self = .test(paths: paths, profiles: chosen.isEmpty ? [.ios15] : chosen)
    case .emitSwift:
      let target: SwiftEmitter.Target
      switch try reader.optionalString("target") {
      case nil, "uikit": target = .uikit
      case "headless": target = .headless
      case let other?:
        throw ArgumentError(message: "target must be uikit or headless, not \(other)")
      }
      self = .emitSwift(try reader.text("scenario"), name: try reader.fileName(), target: target)
    case .check:
      let data: IdentityPayload.Source
      switch (try reader.payload("data"), try reader.optionalString("file")) {
      case (let inline?, nil): data = .inline(inline)
      case (nil, let file?): data = .file(file)
      case (nil, nil):
        throw ArgumentError(message: "check needs data (JSON) or file (a .json file)")
      case (.some, .some): throw ArgumentError(message: "give data or file, not both")
      }
      let next: IdentityPayload.Source?
      switch (try reader.payload("next"), try reader.optionalString("next_file")) {
      case (let inline?, nil): next = .inline(inline)
      case (nil, let file?): next = .file(file)
      case (nil, nil): next = nil
      case (.some, .some): throw ArgumentError(message: "give next or next_file, not both")
      }
      self = .check(
        IdentityPayload(
          data: data, next: next, key: try reader.optionalString("id"),
          at: try reader.optionalString("at")))
    }
  }

  /// Reads one call's arguments by name, each checked for its type.
  struct Reader {
    var tool: MCPTool
    var arguments: JSON

    /// Refuses an argument the tool does not take (a misspelling would otherwise be ignored).
    func onlyKnown() throws(ArgumentError) {
      guard case .object(let members) = arguments,
        case .object(let properties)? = tool.inputSchema["properties"]
      else { return }
      for name in members.keys.sorted() where properties[name] == nil {
        throw ArgumentError(
          message: "\(tool.rawValue) takes no argument '\(name)'; it takes "
            + properties.keys.sorted().joined(separator: ", "))
      }
    }

    func optionalString(_ name: String) throws(ArgumentError) -> String? {
      guard let value = arguments[name] else { return nil }
      guard let string = value.string else {
        throw ArgumentError(message: "\(name) must be a string")
      }
      return string
    }

    func text(_ name: String) throws(ArgumentError) -> String {
      guard let text = try optionalString(name) else {
        throw ArgumentError(message: "\(tool.rawValue) needs \(name)")
      }
      guard text.utf8.count <= MCPCall.textLimit else {
        throw ArgumentError(message: "\(name) is over 8 MB")
      }
      return text
    }

    /// A payload given as JSON, or as a string of JSON (some clients send every argument
    /// as a string).
    func payload(_ name: String) throws(ArgumentError) -> JSON? {
      guard let value = arguments[name] else { return nil }
      guard case .string(let text) = value else { return value }
      guard text.utf8.count <= MCPCall.textLimit, let parsed = JSON.parse(Array(text.utf8)) else {
        throw ArgumentError(message: "\(name) is a string that is not JSON")
      }
      return parsed
    }

    func integer(_ name: String) throws(ArgumentError) -> Int? {
      guard let value = arguments[name] else { return nil }
      guard let n = value.int else { throw ArgumentError(message: "\(name) must be an integer") }
      return n
    }

    func strings(_ name: String) throws(ArgumentError) -> [String]? {
      guard let value = arguments[name] else { return nil }
      guard let items = value.array, items.allSatisfy({ $0.string != nil }) else {
        throw ArgumentError(message: "\(name) must be a list of strings")
      }
      return items.compactMap(\.string)
    }

    func profile(_ name: String) throws(ArgumentError) -> Platform? {
      try optionalString(name).map { value throws(ArgumentError) in try Self.profile(value) }
    }

    static func profile(_ name: String) throws(ArgumentError) -> Platform {
      guard let platform = Platform(rawValue: name) else {
        throw ArgumentError(
          message: "no profile \(name): the profiles are "
            + Platform.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return platform
    }

    /// The scenario's file name: relative, inside the root, a `.lsh` file.
    func fileName() throws(ArgumentError) -> String {
      let name = try optionalString("name") ?? "scenario.lsh"
      let normalized = Files.normalized(name)
      guard !name.hasPrefix("/"), !name.split(separator: "/").contains(".."),
        name.hasSuffix(".lsh"), !name.utf8.contains(where: { $0 < 0x20 })
      else {
        throw ArgumentError(
          message: "name must be a .lsh file's path inside the root, relative to it")
      }
      return normalized
    }
  }
}
