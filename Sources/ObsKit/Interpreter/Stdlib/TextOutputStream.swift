/// `print(..., to: &stream)` and `debugPrint(..., to: &stream)`: the text goes to a `String` (appended) or to a
/// script type's `write(_:)` (TextOutputStream), in the pieces Swift's print writes: before each item the
/// separator (an empty one before the first), the item, then the terminator.
extension Interpreter {
    /// Writes `items` as print does, to the output or to the `to:` argument's stream.
    func printItems(_ items: [String], separator: String, terminator: String, to target: ArgumentValue?,
                    _ range: SourceRange, _ source: SourceText) throws {
        guard let target else {
            appendOutput(items.joined(separator: separator) + terminator)
            return
        }
        var pieces: [String] = []
        for (index, item) in items.enumerated() {
            pieces.append(index == 0 ? "" : separator)
            pieces.append(item)
        }
        pieces.append(terminator)
        try write(pieces, to: target, "print(_:to:)", range, source)
    }

    /// Writes `pieces` one `write(_:)` each to the stream an `&stream` argument names.
    func write(_ pieces: [String], to target: ArgumentValue, _ function: String, _ range: SourceRange, _ source: SourceText) throws {
        guard let modify = target.modify else {
            throw runtimeError("\(function) needs '&' before its stream", range, source)
        }
        try modify { stream in
            for piece in pieces { try write(piece, to: &stream, range, source) }
        }
    }

    private func write(_ piece: String, to stream: inout Value, _ range: SourceRange, _ source: SourceText) throws {
        if case .string(let text) = stream {
            stream = .string(text + piece)
            return
        }
        // A script type, or a library type a script's extension makes a stream (`extension Array: TextOutputStream`).
        guard let type = scriptType(of: stream) ?? builtinExtension(for: stream), let method = type.method("write") else {
            throw runtimeError("print(_:to:) writes to a String or a TextOutputStream, not '\(stream.typeName)'", range, source)
        }
        let (_, newSelf) = try call(method, receiver: stream, arguments: [ArgumentValue(label: nil, value: .string(piece))], type: type)
        if method.isMutating { stream = newSelf }
    }
}

/// TextOutputStreamable: a script type that writes itself (`func write<T: TextOutputStream>(to target: inout T)`)
/// prints what it writes into a String, as `print` and `String(describing:)` take it.
extension Interpreter {
    func streamedDescription(of value: Value, type: TypeInfo) -> String? {
        guard type.conforms(to: "TextOutputStreamable"), type.method("write") != nil else { return nil }
        let (frame, expressions) = Self.waitingInFrame([ArgumentValue(label: nil, value: value), ArgumentValue(label: "to", value: .string(""))],
                                                       .synthesized)
        let target = Argument(label: "to", value: Expr(.inoutArgument(expressions[1].value), .synthesized))
        // A write that fails stops the program in Swift: its error is reported at the end of the turn.
        guard reportingErrors({ try callMember("write", on: expressions[0].value, [target], .synthesized, frame, type.source) }) != nil,
              case .string(let text) = frame.read(1) else { return nil }
        return text
    }
}
