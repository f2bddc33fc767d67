/// The version of ListScript and listsh.
public enum ListScriptVersion {
  /// The release, as `listsh --version` prints it.
  public static let current = "0.2.0"
}
