import ArgumentParser
import ListScript

@main
struct Listsh: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "listsh",
    abstract: "Reproduce what a UIKit table view does, headlessly.",
    discussion: """
      The ListScript language and its interactive shell arrive in the next release; today \
      listsh runs the table model's walkthrough (listsh demo).
      """,
    version: TableDemo.version,
    subcommands: [Demo.self]
  )

  func run() throws {
    print(Listsh.helpMessage())
  }
}

struct Demo: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Walk through the third article's delete example on the headless table.")

  @Option(help: "The behaviour profile: ios12, ios14, ios15 or ios17.")
  var platform: String = "ios15"

  @Option(help: "Colour: auto, always or never (NO_COLOR is honoured).")
  var color: ColorChoice = .auto

  func validate() throws {
    guard Platform(rawValue: platform) != nil else {
      throw ValidationError("unknown platform '\(platform)'; use ios12, ios14, ios15 or ios17")
    }
  }

  func run() throws {
    let platform = Platform(rawValue: platform) ?? .ios15
    do {
      let transcript = try TableDemo.run(platform: platform)
      print(Terminal.highlight(transcript, color: color))
    } catch {
      Terminal.printError(error.message)
      throw ExitCode(70)
    }
  }
}
