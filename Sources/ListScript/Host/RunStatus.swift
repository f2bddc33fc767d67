/// How a run ended, which decides `listsh`'s exit status.
public enum RunStatus: Sendable, Equatable {
  /// Everything ran.
  case success
  /// A syntax or name error: nothing ran.
  case parseError
  /// An assertion or `expect error` failed.
  case assertionFailed
  /// A runtime error, a UIKit exception included.
  case runtimeError
  /// A file could not be read.
  case inputError
  /// Ctrl-C or a limit stopped the run.
  case interrupted

  /// How a run that stopped at a diagnostic of `phase` ended.
  public init(_ phase: Diagnostic.Phase) {
    switch phase {
    case .assertion: self = .assertionFailed
    case .interrupted: self = .interrupted
    case .input: self = .inputError
    case .parse: self = .parseError
    case .runtime: self = .runtimeError
    }
  }

  /// The exit status `listsh` ends with for this run.
  public var exitStatus: ExitStatus {
    switch self {
    case .success: .success
    case .assertionFailed: .failed
    case .parseError: .parseError
    case .inputError: .unreadable
    case .runtimeError, .interrupted: .runtimeError
    }
  }

  /// The exit code `listsh` uses for this status.
  public var exitCode: Int32 { exitStatus.rawValue }

  /// The more serious of two statuses.
  func worse(_ other: RunStatus) -> RunStatus {
    let order: [RunStatus] = [
      .success, .assertionFailed, .runtimeError, .interrupted, .inputError, .parseError,
    ]
    let a = order.firstIndex(of: self) ?? 0
    let b = order.firstIndex(of: other) ?? 0
    return a >= b ? self : other
  }
}

/// Every status `listsh` exits with, and the one place their numbers are written (the BSD
/// `sysexits.h` numbers where one fits).
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Everything ran, every assertion held, every file passed.
  case success = 0
  /// An assertion or `expect error` failed, a script ended inside an open batch, a file failed
  /// its check (`listsh test`) or a scenario raised another text (`listsh explain`).
  case failed = 1
  /// The command line is wrong (`EX_USAGE`).
  case usage = 64
  /// A syntax or name error, or a text `listsh explain` cannot read (`EX_DATAERR`).
  case parseError = 65
  /// A file cannot be read (`EX_NOINPUT`).
  case unreadable = 66
  /// A runtime error, a UIKit exception included, a limit or an interruption (`EX_SOFTWARE`).
  case runtimeError = 70
  /// An output file cannot be written (`EX_CANTCREAT`).
  case cannotWrite = 73
}
