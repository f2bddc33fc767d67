/// The files a check covers, from the paths a person (or an agent) named.
extension Discovery {
  /// Why a named path cannot be searched.
  package enum PathError: Error, Equatable {
    /// The name leads outside the working directory once its links are resolved.
    case refused(String, reason: String)
    /// Nothing exists at the name.
    case missing(String)

    /// The sentence that says so.
    package var message: String {
      switch self {
      case .refused(let path, let reason): "\(FileNames.abbreviated(path)): \(reason)"
      case .missing(let path): "no such file or folder: \(TerminalText.escaped(path))"
      }
    }
  }

  /// Who named the paths a check searches, which decides how far they may reach.
  package enum Naming: Sendable {
    /// A person at a shell: inside the working directory once links are resolved, unless the
    /// name itself leads outside (`FileGate.checkNamedByPerson`).
    case person
    /// A person who lifted the bound (`--allow-paths-outside`): anywhere.
    case personAnywhere
    /// An agent (`listsh mcp`): inside the working directory, by name and once resolved.
    case agent
  }

  /// The files to check under `paths`, sorted, each once.
  ///
  /// Under each folder, the scenarios that are not helpers and the pages with examples, read
  /// through the folder's gate, so that a link out of it or a FIFO is found as a refusal, never
  /// read; a file given by name, as it is. Each name is checked as `naming` says (a pull
  /// request's `scenarios -> /home/runner` is refused). `keep` filters the paths as shown.
  ///
  /// - Complexity: O(e log e) for e entries under the paths.
  package static func files(
    under paths: [String], naming: Naming, keep: (String) -> Bool = { _ in true }
  ) throws(PathError) -> [Found] {
    let allowPathsOutside = naming == .personAnywhere
    var files: [Found] = []
    for given in paths {
      do throws(FileRefusal) {
        switch naming {
        case .person: try FileGate.checkNamedByPerson(given)
        case .personAnywhere: break
        case .agent: try FileGate.checkNamedByAgent(given)
        }
      } catch {
        throw .refused(given, reason: error.reason)
      }
      let (exists, isFolder) = Files.existence(given)
      guard exists else { throw .missing(given) }
      guard isFolder else {
        files.append(
          Found(shown: given, root: Files.folder(of: given), relative: Files.fileName(of: given)))
        continue
      }
      let gate: FileGate = allowPathsOutside ? .anywhere() : .inside(given)
      files += Discovery(gate: gate, root: given, start: allowPathsOutside ? given : "").find()
    }
    files = files.filter { keep($0.shown) }
    // A file found under two paths is checked once, under the first.
    var seen = Set<String>()
    return files.filter { seen.insert($0.shown).inserted }.sorted { $0.shown < $1.shown }
  }
}
