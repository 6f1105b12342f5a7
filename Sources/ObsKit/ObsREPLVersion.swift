/// The one place the version is written: the shell's banner and `obsrepl --version` show it.
public enum ObsREPLVersion {
    public static let current = "0.1.0"
}
