import ArgumentParser
import Testing

@testable import listsh

/// `listsh -e S …` and `listsh FILE …` start without the argument parser: the quick reading
/// must give exactly what the parser gives, and must leave every other line to it.
@Suite struct QuickArgumentsTests {
  static let plain: [[String]] = [
    ["-e", "print 1"], ["-e", "let x = 1", "-e", "print x"], ["-e", ""], ["a.lsh"],
    ["a.lsh", "b/c.lsh"], ["run.lsh"], ["-e", "print \"-x\""], ["with space.lsh"],
  ]

  @Test(arguments: plain) func theQuickReadingIsTheParsers(arguments: [String]) throws {
    let quick = try #require(RunSettings.quick(arguments))
    #expect(quick == (try Run.parse(arguments)).settings)
  }

  static let others: [[String]] = [
    [], ["-e"], ["-e", "1", "x.lsh"], ["x.lsh", "-e", "1"], ["-e", "-1"], ["-q", "a.lsh"],
    ["a.lsh", "--trace", "off"], ["-i"], ["--help"], ["-h"], ["help"], ["test", "a"],
    ["run", "a.lsh"], ["fmt"], ["lsp"], ["demo"], ["check"], ["emit"], ["explain"], ["--version"],
    ["-e", "1", "-i"], ["--", "a.lsh"], ["-"], [""],
  ]

  @Test(arguments: others) func everythingElseGoesToTheParser(arguments: [String]) {
    #expect(RunSettings.quick(arguments) == nil)
  }

  @Test func theSubcommandsAreTheParsers() {
    let names = Listsh.configuration.subcommands.map { $0._commandName }
    #expect(RunSettings.subcommandNames == Set(names + ["help"]))
  }

  @Test func theDefaultsAreTheParsers() throws {
    #expect(RunSettings() == (try Run.parse([])).settings)
    #expect(CommonSettings() == (try CommonOptions.parse([])).settings)
  }
}
