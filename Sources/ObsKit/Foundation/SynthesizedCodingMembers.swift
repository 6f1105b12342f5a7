import Foundation

/// Swift's synthesized `encode(to:)` and `init(from:)` called by name from a type's own coding methods:
/// `try inner.encode(to: encoder)`, `Inner(from: decoder)`, and a subclass's `super.init(from: decoder)` /
/// `super.encode(to: encoder)` over a class whose methods Swift synthesizes. They code as Foundation's coding
/// of the value does (ScriptCodable.swift); reached only where the type declares no member of that name.
extension Interpreter {
    private func isCodable(_ type: TypeInfo, decoding: Bool) -> Bool {
        type.conforms(to: "Codable") || type.conforms(to: decoding ? "Decodable" : "Encodable")
    }

    /// `value.encode(to:)` for a value whose type declares none; `parent`: `super.encode(to:)`, which encodes
    /// the properties that class codes. Nil when the type is not Encodable.
    func synthesizedEncode(of value: Value, as parent: TypeInfo? = nil) -> Value? {
        guard let type = parent ?? scriptType(of: value), isCodable(type, decoding: false) else { return nil }
        return codingMethod("encode") { interpreter, arguments, range, source in
            guard case .native(let encoder as EncoderValue)? = interpreter.argument(arguments, "to") else {
                throw interpreter.runtimeError("encode(to:) expects the Encoder its own encode(to:) was given", range, source)
            }
            let site = CodingSite(interpreter: interpreter, range: range, source: source)
            guard let parent, case .object(let object) = value else {
                try encoder.state.encodeWhole(interpreter.jsonShape(of: value), interpreter, range, source)
                try ScriptEncodable(value: value, site: site).encode(to: encoder.encoder)
                return .void
            }
            try encoder.state.openKeyed(interpreter, range, source)
            try ScriptEncodable(value: value, site: site).encodeFields(parent, object.fields, to: encoder.encoder)
            return .void
        }
    }

    /// `Type(from: decoder)` for a Decodable type that declares no `init(from:)`; nil for other calls (the
    /// argument is not evaluated where a memberwise initializer takes `from:`).
    func synthesizedDecodingInit(_ type: TypeInfo, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                                 _ source: SourceText) throws -> Value? {
        if type.kind == .struct, type.decl.initializers.isEmpty, type.memberwiseParameters.contains(where: { $0.label == "from" }) {
            return nil
        }
        guard let decoder = try decoderArgument(arguments, of: type, frame, source) else { return nil }
        try decoder.scope.check(self, range, source)
        return try codingCall(range, source) { try ScriptDecodable.decode(.script(type, []), from: decoder.decoder, decoder.plan) }
    }

    /// `super.init(from: decoder)` where the superclass's `init(from:)` is synthesized: its properties (and
    /// its superclasses') get their defaults, then those it codes are decoded into `self`. False for other calls.
    func synthesizedSuperInit(_ parent: TypeInfo, receiver: Value, _ arguments: [Argument], _ range: SourceRange,
                              _ frame: Frame, _ source: SourceText) throws -> Bool {
        guard case .object(let object) = receiver, let decoder = try decoderArgument(arguments, of: parent, frame, source) else {
            return false
        }
        try decoder.scope.check(self, range, source)
        if !superInitCalls.isEmpty { superInitCalls[superInitCalls.count - 1] = true }
        var level: TypeInfo? = parent
        while let current = level {
            try initializeDefaults(of: current, in: object)
            level = current.superclass
        }
        let decoded = try codingCall(range, source) { try ScriptDecodable.decodedFields(parent, [], from: decoder.decoder, decoder.plan) }
        for (index, value) in decoded { _ = exchange(&object.fields[index], with: value) }
        return true
    }

    /// The decoder of a call `(from: decoder)` on a Decodable type.
    private func decoderArgument(_ arguments: [Argument], of type: TypeInfo, _ frame: Frame, _ source: SourceText) throws -> DecoderValue? {
        guard arguments.count == 1, arguments[0].label == "from", isCodable(type, decoding: true),
              case .native(let decoder as DecoderValue) = try evaluate(arguments[0].value, frame, source) else { return nil }
        return decoder
    }
}
