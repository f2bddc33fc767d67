/// Finds what `listsh test` checks under a folder: scenarios that are not helpers and Markdown
/// pages with examples, each read through the folder's gate.
///
/// Folders are walked without following links to folders; folders whose name starts with `.`
/// are skipped. An entry named like a scenario or a page that the gate refuses — a link that
/// leads outside the root or to a file of another name, a FIFO, a device, a name that is not
/// UTF-8 — is found as a refusal, which the runner reports as a failure without reading it.
package struct Discovery {
  /// A file found under a root.
  package struct Found: Sendable, Equatable {
    /// The path as the runner prints it: the root as given, then the path inside it.
    package var shown: String
    /// The root as given on the command line.
    package var root: String
    /// The path relative to the gate's base.
    package var relative: String
    /// Why it cannot be checked, when the gate refuses it.
    package var refusal: String?

    package init(shown: String, root: String, relative: String, refusal: String? = nil) {
      self.shown = shown
      self.root = root
      self.relative = relative
      self.refusal = refusal
    }
  }

  /// The gate of the root being walked.
  package var gate: FileGate
  /// The root as given, which `shown` paths start with.
  package var root: String
  /// The folder walked, relative to the gate's base: empty for a confined gate (its root),
  /// the root as given for one that is not.
  package var start: String
  /// Whether helpers (`# listsh-test: helper`) are found too, as `listsh fmt` wants them.
  package var includesHelpers = false

  package init(gate: FileGate, root: String, start: String = "") {
    self.gate = gate
    self.root = root
    self.start = start
  }

  /// The most folders one walk enters: a bound on hostile trees, reported when crossed.
  static let maxFolders = 100_000

  /// Every scenario and page under the root, sorted by path.
  ///
  /// - Complexity: O(e log e) for e entries, each stated once; a scenario is read to its
  ///   directives' end, a page whole (up to `Files.readLimit`).
  package func find() -> [Found] {
    var found: [Found] = []
    var folders: [String] = [""]
    var entered = 0
    while let folder = folders.popLast() {
      entered += 1
      if entered > Self.maxFolders {
        found.append(refused(folder, "more than \(Self.maxFolders) folders under the root"))
        break
      }
      let entries: [FileGate.Entry]
      do {
        entries = try gate.entries(ofFolder: inGate(folder))
      } catch {
        found.append(refused(folder, "cannot list this folder: \(error.reason)"))
        continue
      }
      for entry in entries {
        guard let name = FileNames.decoded(entry.name), !name.contains("/") else {
          if Self.isCandidate(entry.name) {
            let shown = FileNames.shown(entry.name)
            found.append(
              refused(
                join(folder, shown),
                "its name is not valid UTF-8, which listsh cannot pass on; rename the file"))
          }
          continue
        }
        if name.hasPrefix(".") { continue }
        let path = join(folder, name)
        switch entry.kind {
        case .folder:
          folders.append(path)
        case .file, .link:
          guard Self.isCandidate(entry.name) else { continue }
          if let item = candidate(path) { found.append(item) }
        case .special(let kind):
          guard Self.isCandidate(entry.name) else { continue }
          found.append(refused(path, "it is \(kind), not a regular file"))
        }
      }
    }
    return found.sorted { $0.shown < $1.shown }
  }

  /// Whether a name is one `listsh test` looks at.
  static func isCandidate(_ name: [UInt8]) -> Bool {
    name.ends(with: Array(".lsh".utf8)) || name.ends(with: Array(".md".utf8))
  }

  /// The entry at `path` as found: checked, skipped (a helper, a page without examples), or
  /// refused.
  private func candidate(_ path: String) -> Found? {
    let isScenario = path.hasSuffix(".lsh")
    let bytes: [UInt8]
    do {
      bytes = try gate.read(
        inGate(path), suffixes: isScenario ? Files.Use.scenario.suffixes : Files.Use.page.suffixes,
        limit: Files.readLimit)
    } catch {
      return refused(path, error.reason)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if isScenario {
      let helper = (try? TestDirectives.read(scenario: Substring(text)))?.isHelper ?? false
      return helper && !includesHelpers
        ? nil : Found(shown: shown(path), root: root, relative: inGate(path))
    }
    let page = MarkdownExamples(text)
    guard !page.examples.isEmpty || !page.unclosedFences.isEmpty else { return nil }
    return Found(shown: shown(path), root: root, relative: inGate(path))
  }

  private func refused(_ path: String, _ why: String) -> Found {
    Found(shown: shown(path), root: root, relative: inGate(path), refusal: why)
  }

  /// A path under the walked folder, relative to the gate's base.
  private func inGate(_ path: String) -> String {
    start.isEmpty ? path : path.isEmpty ? start : start + "/" + path
  }

  private func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder + "/" + name
  }

  /// How the runner prints a path inside the root.
  private func shown(_ path: String) -> String {
    if root == "." { return path.isEmpty ? "." : path }
    if path.isEmpty { return root }
    return root.hasSuffix("/") ? root + path : root + "/" + path
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
