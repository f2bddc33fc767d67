// A stand-in for the Objective-C helper `listsh emit swift --package` writes
// (`Sources/ListScriptCatch/ListScriptCatch.m`), as Swift imports its header: a function that
// runs a block and returns the exception it raised. For type-checking emitted tests only.
import UIKit

// swift-format-ignore: AlwaysUseLowerCamelCase
public func LSCatchException(_ block: () -> Void) -> NSException? {
  block()
  return nil
}
