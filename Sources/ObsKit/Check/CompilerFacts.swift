import ObsCheckAPI

/// What the compiler resolved in an accepted input that the interpreter, with no type checker of its own, could not
/// tell: the types of its number literals (`7` in `pick(7, 4.75)` a Double) and the functions its calls of
/// overloaded names go to (`a.info()` in a generic function: the unconstrained extension's `info`, fixed at
/// compile time). Lowering reads them by place.
struct CompilerFacts {
    /// Literals and calls, placed as the checker places them (the line in the checked text, the UTF-8 column).
    var literals: [LiteralType] = []
    /// Each call with where its function's name is.
    var callees: [(call: CalleeChoice, function: NamePlace)] = []

    var isEmpty: Bool { literals.isEmpty && callees.isEmpty }

    /// What the checker said of its last accepted input. `session` is what the input was checked after;
    /// `inInput` gives, for a line of the checked input, the source holding it and the line in that source.
    init(_ checker: TypeChecker, session: CheckedSession, inInput: (Int) -> (source: SourceText, line: Int)?) {
        literals = checker.lastLiteralTypes
        callees = checker.lastCallees.compactMap { call in
            let place = call.declarationFile == "session" ? session.place(ofSessionLine: call.declarationLine) : inInput(call.declarationLine)
            guard let place else { return nil }
            return (call, NamePlace(fileName: place.source.fileName, line: place.source.firstLine + place.line - 1,
                                    column: call.declarationUTF8Column))
        }
    }

    private init(literals: [LiteralType], callees: [(call: CalleeChoice, function: NamePlace)]) {
        self.literals = literals
        self.callees = callees
    }

    /// The facts of the checked text's lines `lines`, with lines counted from `lines.lowerBound` (an input of a
    /// chunk checked together).
    func lines(_ lines: Range<Int>) -> CompilerFacts {
        let shift = lines.lowerBound - 1
        return CompilerFacts(
            literals: literals.filter { lines.contains($0.line) }
                .map { LiteralType(line: $0.line - shift, utf8Column: $0.utf8Column, type: $0.type) },
            callees: callees.filter { lines.contains($0.call.line) }.map { entry in
                var call = entry.call
                call.line -= shift
                return (call, entry.function)
            })
    }
}

extension CheckStage {
    /// What lowering reads of one file: by place (the line in the file, the UTF-8 column).
    struct FileFacts {
        /// Number literals whose type is not Int: the type's name.
        var literalTypes: [Spot: String] = [:]
        /// Calls whose function the compiler fixed, by the place of the called name: where that function's name is.
        var callees: [Spot: NamePlace] = [:]

        mutating func forget(lines: Range<Int>) {
            literalTypes = literalTypes.filter { !lines.contains($0.key.line) }
            callees = callees.filter { !lines.contains($0.key.line) }
        }
    }

    /// Where something starts in a file.
    struct Spot: Hashable {
        let line: Int
        let column: Int
    }

    /// Forgets the facts noted for `lines` of `fileName` (all of them when nil).
    func forgetFacts(fileName: String, lines: Range<Int>? = nil) {
        guard let lines else { return facts[fileName] = nil }
        facts[fileName]?.forget(lines: lines)
    }

    /// Records what the checker said of an accepted input that starts on line `firstLine` of `fileName`.
    func note(_ noted: CompilerFacts, fileName: String, firstLine: Int) {
        guard !noted.isEmpty else { return }
        var file = facts[fileName] ?? FileFacts()
        for literal in noted.literals {
            file.literalTypes[Spot(line: firstLine + literal.line - 1, column: literal.utf8Column)] = literal.type
        }
        for (call, function) in noted.callees {
            file.callees[Spot(line: firstLine + call.line - 1, column: call.utf8Column)] = function
        }
        facts[fileName] = file
    }
}
