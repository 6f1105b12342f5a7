/// What the session's global slots hold at run time (their names are `GlobalNames`, shared with the
/// front end): values, whether each is a `let`, whether it was declared optional (assignments wrap).
final class Globals {
    let names: GlobalNames
    var values: [Value?] = []
    var isConstant: [Bool] = []
    /// Declared `T?`: assignments wrap their values.
    var isOptional: [Bool] = []
    /// The built-ins, as installed (`:reset` puts them back).
    private var builtins: [Value?] = []

    init(names: GlobalNames) {
        self.names = names
    }

    /// Makes room for every slot the front end has named (call before running what it resolved).
    func growToFit() {
        let missing = names.count - values.count
        guard missing > 0 else { return }
        values += Array(repeating: nil, count: missing)
        isConstant += Array(repeating: false, count: missing)
        isOptional += Array(repeating: false, count: missing)
    }

    func slot(for name: String) -> Int {
        let slot = names.slot(for: name)
        growToFit()
        return slot
    }

    func existingSlot(for name: String) -> Int? { names.existingSlot(for: name) }

    /// Every slot that holds a value, with its name, in slot order.
    var defined: [(slot: Int, name: String, value: Value)] {
        values.indices.compactMap { slot in values[slot].map { (slot, names[slot], $0) } }
    }

    /// The value `name` holds, or nil if it names nothing (yet).
    func value(named name: String) -> Value? {
        names.existingSlot(for: name).flatMap { $0 < values.count ? values[$0] : nil }
    }

    func define(_ name: String, _ value: Value, constant: Bool = true) {
        let slot = slot(for: name)
        _ = exchange(&values[slot], with: value)
        isConstant[slot] = constant
    }

    /// Marks every name defined so far as a built-in.
    func sealBuiltins() {
        builtins = values
    }

    func isBuiltin(_ slot: Int) -> Bool {
        slot < builtins.count && builtins[slot] != nil
    }

    /// Empties every slot but the built-ins, which get their installed values back.
    func reset() {
        for slot in values.indices {
            _ = exchange(&values[slot], with: slot < builtins.count ? builtins[slot] : nil)
            isConstant[slot] = slot < builtins.count
            isOptional[slot] = false
        }
    }
}
