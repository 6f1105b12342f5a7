/// The line-delimited JSON protocol between `SourceKitChecker` and the `obsrepl-check` server.
///
/// The server's first line is a `ServerHello`. Then for each `CheckRequest` line on its standard input it
/// writes one `CheckResponse` line with the same id, in order. End of input ends the server.
public enum Wire {
    public struct ServerHello: Codable, Sendable {
        /// Set when the server is ready; the loaded library's path.
        public var ready: String?
        /// Set when the server cannot work (then it exits): why.
        public var unavailable: String?

        public init(ready: String? = nil, unavailable: String? = nil) {
            self.ready = ready
            self.unavailable = unavailable
        }
    }

    public struct CheckRequest: Codable, Sendable {
        public var id: Int
        /// Earlier, accepted inputs.
        public var session: String
        /// The input to check.
        public var input: String
        /// False when only the diagnostics are wanted: the literal types and callees of an accepted input (a few
        /// milliseconds of further requests) are then not asked. Absent means true.
        public var facts: Bool?

        public init(id: Int, session: String, input: String, facts: Bool? = nil) {
            self.id = id
            self.session = session
            self.input = input
            self.facts = facts
        }
    }

    public struct CheckResponse: Codable, Sendable {
        public var id: Int
        public var diagnostics: [Diagnostic]?
        /// The types of the input's number literals that are not Int and string literals that are not String (sent when
        /// the input has no error).
        public var literalTypes: [LiteralType]?
        /// The calls whose callee the compiler fixed, among names declared more than once (sent with literalTypes).
        public var callees: [CalleeChoice]?
        /// Set instead of diagnostics when the compiler service answered with an error.
        public var error: String?
        /// Time the server spent on the request.
        public var elapsedMs: Double
        /// The server's resident memory after the request, in MiB.
        public var residentMiB: Int?

        public init(id: Int, diagnostics: [Diagnostic]? = nil, error: String? = nil, elapsedMs: Double, residentMiB: Int? = nil) {
            self.id = id
            self.diagnostics = diagnostics
            self.error = error
            self.elapsedMs = elapsedMs
            self.residentMiB = residentMiB
        }
    }
}
