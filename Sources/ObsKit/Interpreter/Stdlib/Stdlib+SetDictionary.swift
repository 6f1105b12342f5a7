/// Set algebra and Dictionary's own methods (the Sequence ones come from Stdlib+Sequence).
extension Interpreter {
    func setMethod(_ name: String, _ set: OrderedSet, _ arguments: [ArgumentValue], _ range: SourceRange,
                   _ source: SourceText) throws -> Value? {
        func other(_ label: String?) throws -> OrderedSet {
            makeSet(try elements(of: try requireArgument(arguments, label, in: name, range, source), range, source))
        }
        switch name {
        case "contains":
            guard functionArgument(arguments, "where") == nil, let member = argument(arguments, nil) else { return nil }
            return .bool(set.contains(member))
        case "union":
            var result = set
            for member in try other(nil).members { result.insert(member) }
            return .set(result)
        case "intersection":
            let second = try other(nil)
            return .set(makeSet(set.members.filter { second.contains($0) }))
        case "subtracting":
            let second = try other(nil)
            return .set(makeSet(set.members.filter { !second.contains($0) }))
        case "symmetricDifference":
            let second = try other(nil)
            return .set(makeSet(set.members.filter { !second.contains($0) } + second.members.filter { !set.contains($0) }))
        case "isSubset", "isStrictSubset":
            let second = try other("of")
            let subset = set.members.allSatisfy { second.contains($0) }
            return .bool(subset && (name == "isSubset" || second.count > set.count))
        case "isSuperset", "isStrictSuperset":
            let second = try other("of")
            let superset = second.members.allSatisfy { set.contains($0) }
            return .bool(superset && (name == "isSuperset" || set.count > second.count))
        case "isDisjoint":
            let second = try other("with")
            return .bool(!set.members.contains { second.contains($0) })
        default:
            return nil
        }
    }

    /// `index(after:)`, `index(_:offsetBy:)` and `distance(from:to:)` with `Dictionary.Index` positions (Dictionary is a
    /// Collection, not a bidirectional one: an index before the start traps).
    private func dictionaryIndexArithmetic(_ name: String, _ dictionary: OrderedDictionary, _ arguments: [ArgumentValue],
                                           _ range: SourceRange, _ source: SourceText) throws -> Value? {
        func position(_ label: String?) -> Int? {
            guard case .native(let index as DictionaryIndexValue)? = argument(arguments, label) else { return nil }
            return index.position
        }
        func index(_ position: Int) throws -> Value {
            guard (0...dictionary.count).contains(position) else {
                throw runtimeError("Fatal error: Attempting to access Dictionary elements using an invalid index", range, source)
            }
            return .native(DictionaryIndexValue(position))
        }
        switch (name, arguments.map(\.label)) {
        case ("index", ["after"]):
            guard let at = position("after"), at < dictionary.count else { return nil }
            return try index(at + 1)
        case ("index", [nil, "offsetBy"]):
            guard let at = position(nil), case .int(let distance)? = argument(arguments, "offsetBy"), distance >= 0 else { return nil }
            return try index(at + distance)
        case ("distance", ["from", "to"]):
            guard let from = position("from"), let to = position("to") else { return nil }
            return .int(to - from)
        default:
            return nil
        }
    }

    func dictionaryMethod(_ name: String, _ dictionary: OrderedDictionary, _ arguments: [ArgumentValue],
                          _ range: SourceRange, _ source: SourceText) throws -> Value? {
        switch name {
        case "merging":
            guard case .dictionary(let other) = try requireArgument(arguments, nil, in: name, range, source) else {
                throw runtimeError("merging(_:uniquingKeysWith:) expects a dictionary", range, source)
            }
            guard let combine = functionArgument(arguments, "uniquingKeysWith") else {
                throw runtimeError("missing argument for parameter 'uniquingKeysWith' in call to 'merging'", range, source)
            }
            var result = dictionary
            for (key, value) in zip(other.keys, other.values) {
                result[key] = try result[key].map { try invoke(combine, [$0, value], range, source) } ?? value
            }
            return .dictionary(result)
        case "index" where arguments.first?.label == "forKey":
            let key = try requireArgument(arguments, "forKey", in: name, range, source)
            return dictionary.keys.firstIndex { Equality.compareValues($0, key) }.map { .optional(.native(DictionaryIndexValue($0))) } ?? Value.none
        case "index", "distance":
            return try dictionaryIndexArithmetic(name, dictionary, arguments, range, source)
        case "firstIndex", "lastIndex":
            // Found among its (key:, value:) pairs, as a `Dictionary.Index`.
            let found = try sequenceMethod(name, .dictionary(dictionary), arguments, range, source)
            if case .optional(.int(let position))? = found { return .optional(.native(DictionaryIndexValue(position))) }
            return found
        case "mapValues", "compactMapValues":
            guard let transform = functionArgument(arguments, nil) else {
                throw runtimeError("missing closure argument in call to '\(name)'", range, source)
            }
            var result = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                let mapped = try invoke(transform, [value], range, source)
                if name == "mapValues" {
                    result[key] = mapped
                } else if let kept = mapped.unwrapped {
                    result[key] = kept
                }
            }
            return .dictionary(result)
        default:
            return nil
        }
    }
}
