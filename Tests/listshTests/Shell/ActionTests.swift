import Foundation
import TestSupport
import Testing

/// The GitHub Action (`action.yml`) and its script (`scripts/action`), driven as processes: the
/// test step run as the runner runs it (its `env:` built from the inputs, its `run:` script in
/// `bash --noprofile --norc -eo pipefail`), and the install step against a repository of the
/// test's own, with a `swift` that only pretends to build.
@Suite(.serialized) struct ActionTests {
  static let script = Repository.url("scripts/action").path

  // MARK: The test step's inputs

  /// Two suites, the second failing: a run that checked only the first would pass.
  static func suites() throws -> URL {
    let folder = try temporaryFolder("action")
    try writeText("# listsh-test: no-transcript\nassert 1 == 1\n", "one/a.lsh", in: folder)
    try writeText("# listsh-test: no-transcript\nassert 1 == 2\n", "two/b.lsh", in: folder)
    return folder
  }

  @Test func everyLineOfTheTestInputIsASuite() throws {
    let folder = try Self.suites()
    let r = try ActionStep.named("listsh test").run(
      inputs: ["test": "one\n\n  two\n", "platform": "ios15"], in: folder)
    #expect(r.code == 1, "\(r.stdout)\(r.stderr)")
    #expect(r.stdout.contains("PASS one/a.lsh"), "\(r.stdout)")
    #expect(r.stdout.contains("FAIL two/b.lsh"), "\(r.stdout)")
    #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"), "\(r.stdout)")
  }

  @Test func everyLineOfTheArgumentsAndPlatformInputsIsRead() throws {
    let folder = try Self.suites()
    // The filter, on the second line, leaves the failing suite out; dropped, the run fails.
    let r = try ActionStep.named("listsh test").run(
      inputs: [
        "test": "one two", "platform": "ios15,\nios17\n",
        "arguments": "--jobs 1\n--filter one/\n",
      ], in: folder)
    #expect(r.code == 0, "\(r.stdout)\(r.stderr)")
    #expect(r.stdout.contains("PASS one/a.lsh [ios17]"), "\(r.stdout)")
    #expect(!r.stdout.contains("two/b.lsh"), "\(r.stdout)")
    #expect(r.stdout.hasSuffix("2 passed, 0 failed\n"), "\(r.stdout)")
  }

  /// A matrix job's part: the first of two checks only the first suite's file, which passes.
  @Test func theShardInputChecksAPart() throws {
    let folder = try Self.suites()
    let r = try ActionStep.named("listsh test").run(
      inputs: ["test": "one two", "platform": "ios15", "shard": " 1/2 "], in: folder)
    #expect(r.code == 0, "\(r.stdout)\(r.stderr)")
    #expect(r.stdout.contains("PASS one/a.lsh"), "\(r.stdout)")
    #expect(r.stdout.contains("shard 1/2: 1 of 2 files"), "\(r.stdout)")
    #expect(!r.stdout.contains("two/b.lsh"), "\(r.stdout)")
  }

  @Test(arguments: [
    ("test", "one 'two'", "a quote (')"),
    ("test", "\"one\"", "a double quote"),
    ("test", "$GITHUB_WORKSPACE/one", "a dollar sign"),
    ("test", "one\\ two", "a backslash"),
    ("test", "`ls`", "a backtick"),
    ("test", "one\rtwo", "a control character"),
    ("test", "--update", "starts with '-'"),
    ("test", "one/*.lsh", "is a pattern"),
    ("test", " \n\t\n", "holds no path"),
    ("arguments", "--filter 'a b'", "a quote (')"),
    ("arguments", "--jobs 1\n--filter \\.lsh$", "a backslash"),
    ("arguments", "-- two", "paths go in the test input"),
    ("platform", "ios15\n$P", "a dollar sign"),
    ("junit", "a.xml\nb.xml", "names one file"),
    ("shard", "one", "K/N"),
    ("shard", "1/2\n::warning::x", "K/N"),
    ("timings", "last.xml", "give the shard input too"),
  ])
  func anInputItCannotPassAsWrittenIsRefused(input: String, value: String, reason: String) throws {
    let folder = try Self.suites()
    var inputs = ["test": "one", "platform": "ios15"]
    inputs[input] = value
    let r = try ActionStep.named("listsh test").run(inputs: inputs, in: folder)
    #expect(r.code == 64, "\(r.stdout)\(r.stderr)")
    #expect(r.stderr.contains("the \(input) input"), "\(r.stderr)")
    #expect(r.stderr.contains(reason), "\(r.stderr)")
    // Refused before anything is checked.
    #expect(!r.stdout.contains("passed"), "\(r.stdout)")
  }

  /// The workflows docs/ci.md shows pin the action once: its `uses:` ref, no `version:` input.
  @Test func theDocumentedWorkflowsPinOnce() throws {
    let page = try Repository.text("docs/ci.md")
    let uses = page.components(separatedBy: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("- uses: YOUR-ORG/listscript@")
    }
    #expect(uses.count >= 1)
    for line in page.components(separatedBy: "\n") {
      #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("version:"), "\(line)")
    }
  }

  @Test func theStepsPassInputsThroughTheEnvironmentOnly() throws {
    let action = try Repository.text("action.yml")
    for name in [
      "Resolve listsh", "Build listsh", "listsh test",
    ] {
      let step = try ActionStep.named(name, in: action)
      #expect(!step.run.contains("${{"), "\(name): \(step.run)")
    }
    // The cache is keyed on the resolved commit, which the install step builds.
    #expect(action.contains("key: listsh-${{ steps.resolve.outputs.commit }}-"))
    #expect(action.contains("path: ~/.cache/listsh/${{ steps.resolve.outputs.commit }}-*"))
    // One pin: the version input, else the ref the workflow pinned the action at.
    let resolve = try ActionStep.named("Resolve listsh", in: action)
    #expect(resolve.environment["ACTION_REF"] == "${{ github.action_ref }}")
    #expect(
      resolve.run == #""$GITHUB_ACTION_PATH/scripts/action" resolve "${VERSION:-$ACTION_REF}""#)
    #expect(!action.contains("required: true"), "an input is required: \(action)")
    let install = try ActionStep.named("Build listsh", in: action)
    #expect(install.environment["COMMIT"] == "${{ steps.resolve.outputs.commit }}")
    #expect(install.run == #""$GITHUB_ACTION_PATH/scripts/action" install "$COMMIT""#)
  }

  // MARK: Resolving and installing

  @Test(.enabled(if: TestEnvironment.executable(named: "git") != nil))
  func aVersionResolvesToItsCommit() throws {
    let world = try InstallWorld()
    let output = world.folder.appendingPathComponent("github-output")
    try Data().write(to: output)
    // An annotated tag: its commit, not the tag object.
    let tag = try world.run(["resolve", InstallWorld.tag], more: ["GITHUB_OUTPUT": output.path])
    #expect(tag.code == 0, "\(tag.stderr)")
    #expect(tag.stdout == world.first + "\n")
    #expect(try String(contentsOf: output, encoding: .utf8) == "commit=\(world.first)\n")
    let branch = try world.run(["resolve", InstallWorld.branch])
    #expect(branch.stdout == world.first + "\n", "\(branch.stderr)")
    let short = try world.run(["resolve", String(world.first.prefix(10))])
    #expect(short.stdout == world.first + "\n", "\(short.stderr)")
    let none = try world.run(["resolve", "no-such-tag"])
    #expect(none.code == 64)
    #expect(none.stderr.contains("'no-such-tag' is no tag, branch or commit"), "\(none.stderr)")
    // The action's resolve step without a version input: the ref the action was pinned at.
    let step = try ActionStep.named("Resolve listsh")
    var env = [
      "GITHUB_ACTION_PATH": Repository.root.path, "LISTSH_REPOSITORY": world.repository.path,
      "VERSION": "", "ACTION_REF": InstallWorld.tag, "GITHUB_OUTPUT": "",
      "PATH": TestEnvironment.value("PATH") ?? "/usr/bin:/bin",
    ]
    let bash = TestEnvironment.executable(named: "bash") ?? "/bin/bash"
    let pinned = try Listsh.run(["-c", step.run], environment: env, executable: bash)
    #expect(pinned.stdout == world.first + "\n", "\(pinned.stderr)")
    // Neither a version nor a pin: said, not guessed.
    env["ACTION_REF"] = ""
    let unpinned = try Listsh.run(["-c", step.run], environment: env, executable: bash)
    #expect(unpinned.code == 64)
    #expect(unpinned.stderr.contains("no version: pin the action"), "\(unpinned.stderr)")
  }

  @Test(.enabled(if: TestEnvironment.executable(named: "git") != nil))
  func aBuildIsCachedPerCommitAndRebuiltWhenItsBranchMoves() throws {
    let world = try InstallWorld()
    let first = try world.install(InstallWorld.tag)
    #expect(first.code == 0, "\(first.stderr)")
    #expect(first.stdout.contains("listsh 0.2.0 (\(world.first.prefix(7)))"), "\(first.stdout)")
    #expect(try world.builds() == 1)
    #expect(try world.builtFolders() == ["\(world.first)-"])
    // The same commit by another name: the same build, not built again.
    let again = try world.install(InstallWorld.branch)
    #expect(again.code == 0, "\(again.stderr)")
    #expect(again.stdout.contains("built already"), "\(again.stdout)")
    #expect(try world.builds() == 1)
    // The branch moves: its new commit is built, the old build is not run for it.
    let second = try world.commit("two")
    let moved = try world.install(InstallWorld.branch)
    #expect(moved.code == 0, "\(moved.stderr)")
    #expect(moved.stdout.contains("listsh 0.2.0 (\(second.prefix(7)))"), "\(moved.stdout)")
    #expect(try world.builds() == 2)
    #expect(try world.builtFolders() == ["\(world.first)-", "\(second)-"].sorted())
  }

  @Test(.enabled(if: TestEnvironment.executable(named: "git") != nil))
  func aCachedBinaryThatIsNotTheOneBuiltIsBuiltAgainNotRun() throws {
    let world = try InstallWorld()
    #expect(try world.install(InstallWorld.tag).code == 0)
    let folder = try #require(try world.builtFolderURLs().first)
    let binary = folder.appendingPathComponent("bin/listsh")
    let ran = world.folder.appendingPathComponent("ran")
    // Swapped in the cache: it would leave a mark if run, and claims the right commit.
    let impostor =
      "#!/bin/sh\ntouch '\(ran.path)'\necho 'listsh 0.2.0 (\(world.first.prefix(7)))'\n"
    try impostor.write(to: binary, atomically: false, encoding: .utf8)
    let swapped = try world.install(InstallWorld.tag)
    #expect(swapped.code == 0, "\(swapped.stderr)")
    #expect(swapped.stderr.contains("its SHA-256 is not the one recorded"), "\(swapped.stderr)")
    #expect(!FileManager.default.fileExists(atPath: ran.path))
    #expect(try world.builds() == 2)
    // One whose recorded digest was rewritten to match, but built from another commit.
    let other = "#!/bin/sh\necho 'listsh 0.2.0 (0123456)'\n"
    try other.write(to: binary, atomically: false, encoding: .utf8)
    try (world.sha256(binary) + "\n").write(
      to: folder.appendingPathComponent("listsh.sha256"), atomically: false, encoding: .utf8)
    let stale = try world.install(InstallWorld.tag)
    #expect(stale.code == 0, "\(stale.stderr)")
    #expect(
      stale.stderr.contains("does not name commit \(world.first.prefix(7))"), "\(stale.stderr)")
    #expect(try world.builds() == 3)
    #expect(stale.stdout.hasSuffix("listsh 0.2.0 (\(world.first.prefix(7)))\n"), "\(stale.stdout)")
    // No digest recorded at all.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("listsh.sha256"))
    #expect(try world.install(InstallWorld.tag).code == 0)
    #expect(try world.builds() == 4)
  }

  @Test(.enabled(if: TestEnvironment.executable(named: "git") != nil))
  func aSourceFolderMustBeAtTheCommit() throws {
    let world = try InstallWorld()
    _ = try world.commit("two")
    let r = try world.run(
      ["install", world.first, "--source", world.repository.path, "--prefix", world.prefix.path])
    #expect(r.code == 64, "\(r.stderr)")
    #expect(r.stderr.contains("not at \(world.first)"), "\(r.stderr)")
    #expect(try world.builds() == 0)
  }
}

/// A step of `action.yml`, read as the runner reads it: its `env:` and its `run:` script.
struct ActionStep {
  var environment: [String: String] = [:]
  var run = ""

  /// The step called `name` in `text` (the repository's `action.yml` by default).
  static func named(_ name: String, in text: String? = nil) throws -> ActionStep {
    let lines = try (text ?? Repository.text("action.yml")).components(separatedBy: "\n")
    func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
    let start = try #require(
      lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- name: \(name)" },
      "no step '\(name)' in action.yml")
    let keys = indent(lines[start]) + 2
    var step = ActionStep()
    var i = start + 1
    while i < lines.count {
      let line = lines[i]
      if !line.trimmingCharacters(in: .whitespaces).isEmpty && indent(line) < keys { break }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if indent(line) == keys && trimmed == "env:" {
        i += 1
        while i < lines.count, indent(lines[i]) > keys {
          let entry = lines[i].trimmingCharacters(in: .whitespaces)
          if let colon = entry.firstIndex(of: ":") {
            step.environment[String(entry[..<colon])] = entry[entry.index(after: colon)...]
              .trimmingCharacters(in: .whitespaces)
          }
          i += 1
        }
        continue
      }
      if indent(line) == keys && trimmed.hasPrefix("run:") {
        let value = trimmed.dropFirst(4).trimmingCharacters(in: .whitespaces)
        if value == "|" {
          i += 1
          var block: [String] = []
          while i < lines.count,
            lines[i].trimmingCharacters(in: .whitespaces).isEmpty || indent(lines[i]) > keys
          {
            block.append(lines[i])
            i += 1
          }
          let margin =
            block.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map(indent).min() ?? 0
          step.run = block.map { String($0.dropFirst(min(margin, $0.count))) }
            .joined(separator: "\n")
          continue
        } else if value.hasPrefix("'") && value.hasSuffix("'") && value.count >= 2 {
          step.run = String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        } else {
          step.run = value
        }
      }
      i += 1
    }
    return step
  }

  /// Runs the step's script as the runner does, with `inputs` (each `${{ inputs.NAME }}` of
  /// its `env:`; an input not given is empty), in `folder`, with the built `listsh` on the PATH.
  func run(inputs: [String: String], in folder: URL) throws -> Listsh.Outcome {
    var env: [String: String] = [:]
    for (name, value) in environment {
      let input = try #require(
        value.wholeMatch(of: #/\$\{\{ inputs\.([a-z_-]+) \}\}/#), "\(name): \(value)")
      env[name] = inputs[String(input.1)] ?? ""
    }
    let file = try temporaryFolder("action-step").appendingPathComponent("step.sh")
    try run.write(to: file, atomically: false, encoding: .utf8)
    let bin = URL(fileURLWithPath: Listsh.binary).deletingLastPathComponent().path
    env["PATH"] = bin + ":" + (TestEnvironment.value("PATH") ?? "/usr/bin:/bin")
    env["GITHUB_ACTION_PATH"] = Repository.root.path
    env["GITHUB_ACTIONS"] = "false"
    env["CI"] = "true"
    let bash = TestEnvironment.executable(named: "bash") ?? "/bin/bash"
    return try Listsh.run(
      ["--noprofile", "--norc", "-eo", "pipefail", file.path], environment: env, in: folder,
      executable: bash)
  }
}

/// A repository of the test's own (one commit, an annotated tag and a branch on it), a prefix
/// to install into, and a `swift` on the PATH that "builds" a `listsh` printing the commit
/// checked out, counting its builds.
struct InstallWorld {
  static let tag = "action-test-tag"
  static let branch = "action-test-branch"
  let folder: URL
  let repository: URL
  let prefix: URL
  let tools: URL
  let first: String

  init() throws {
    folder = try temporaryFolder("action-install")
    repository = folder.appendingPathComponent("listscript")
    prefix = folder.appendingPathComponent("prefix")
    tools = folder.appendingPathComponent("tools")
    try writeText("#!/bin/sh\nexit 0\n", "scripts/deps", in: repository)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755],
      ofItemAtPath: repository.appendingPathComponent("scripts/deps").path)
    try writeText(
      """
      #!/bin/sh
      # swift build [--package-path DIR] [--show-bin-path] …, pretending.
      package=.
      show=no
      while [ $# -gt 0 ]; do
        case "$1" in
        --package-path) package=$2; shift ;;
        --show-bin-path) show=yes ;;
        esac
        shift
      done
      out="$package/.build/pretend"
      if [ $show = yes ]; then echo "$out"; exit 0; fi
      mkdir -p "$out"
      printf '#!/bin/sh\\necho "listsh 0.2.0 (%s)"\\n' "$(git -C "$package" rev-parse --short=7 HEAD)" >"$out/listsh"
      chmod +x "$out/listsh"
      echo built >>"\(folder.path)/builds"

      """, "swift", in: tools)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: tools.appendingPathComponent("swift").path)
    try Self.git(["init", "-q"], in: repository)
    try Self.git(["checkout", "-q", "-b", Self.branch], in: repository)
    try Self.git(["add", "."], in: repository)
    try Self.git(["commit", "-q", "-m", "one"], in: repository)
    try Self.git(["tag", "-a", Self.tag, "-m", "the tag"], in: repository)
    first = try Self.git(["rev-parse", "HEAD"], in: repository)
  }

  @discardableResult
  static func git(_ arguments: [String], in folder: URL) throws -> String {
    let identity = [
      "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
      "-c", "tag.gpgsign=false", "-C", folder.path,
    ]
    let r = try Listsh.run(
      identity + arguments, executable: TestEnvironment.executable(named: "git") ?? "/usr/bin/git")
    try #require(r.code == 0, "git \(arguments): \(r.stderr)")
    return r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A new commit on the branch, returned.
  func commit(_ text: String) throws -> String {
    try writeText(text, "file", in: repository)
    try Self.git(["add", "file"], in: repository)
    try Self.git(["commit", "-q", "-m", text], in: repository)
    return try Self.git(["rev-parse", "HEAD"], in: repository)
  }

  /// `scripts/action ARGUMENTS`, with the repository as LISTSH_REPOSITORY.
  func run(_ arguments: [String], more: [String: String] = [:]) throws -> Listsh.Outcome {
    var env = more
    env["LISTSH_REPOSITORY"] = repository.path
    env["PATH"] = tools.path + ":" + (TestEnvironment.value("PATH") ?? "/usr/bin:/bin")
    env["GITHUB_PATH"] = ""
    env["GITHUB_OUTPUT"] = more["GITHUB_OUTPUT"] ?? ""
    return try Listsh.run(arguments, environment: env, in: folder, executable: ActionTests.script)
  }

  func install(_ version: String) throws -> Listsh.Outcome {
    try run(["install", version, "--prefix", prefix.path, "--configuration", "debug"])
  }

  /// How many times `swift build` built.
  func builds() throws -> Int {
    let log = folder.appendingPathComponent("builds")
    guard FileManager.default.fileExists(atPath: log.path) else { return 0 }
    return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count
  }

  func builtFolderURLs() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: prefix.path).filter { !$0.hasPrefix(".") }
      .sorted().map { prefix.appendingPathComponent($0) }
  }

  /// The builds' folders, each cut after its commit's `-`.
  func builtFolders() throws -> [String] {
    try builtFolderURLs().map { String($0.lastPathComponent.prefix(41)) }
  }

  func sha256(_ file: URL) throws -> String {
    let tool = TestEnvironment.executable(named: "sha256sum")
    let r = try Listsh.run(
      tool == nil ? ["-a", "256", file.path] : [file.path],
      executable: tool ?? TestEnvironment.executable(named: "shasum") ?? "/usr/bin/shasum")
    return String(r.stdout.prefix(64))
  }
}
