// Swift book style: fileprivate and private members used within the same file and extensions
class SecretKeeper {
    private var secrets: [String] = []
    fileprivate var revealCount = 0

    func store(_ s: String) {
        secrets.append(s)
    }
}

extension SecretKeeper {
    func reveal() -> String {
        revealCount += 1
        return secrets.sorted().joined(separator: "|")
    }
    private func countSecrets() -> Int { secrets.count }
    var size: Int { countSecrets() }
}

fileprivate func inspect(_ k: SecretKeeper) -> Int {
    return k.revealCount
}

private struct Helper {
    static func shout(_ s: String) -> String { s.uppercased() + "!" }
}

let keeper = SecretKeeper()
keeper.store("zebra")
keeper.store("apple")
keeper.store("mango")
print(keeper.reveal())
print(keeper.reveal())
print("size \(keeper.size)")
print("reveals \(inspect(keeper))")
print(Helper.shout("quiet"))

internal enum Level: Int {
    case low = 1, mid, high
    fileprivate var stars: String { String(repeating: "*", count: rawValue) }
}
print([Level.low, .mid, .high].map { $0.stars }.joined(separator: " "))
// expect: apple|mango|zebra
// expect: apple|mango|zebra
// expect: size 3
// expect: reveals 2
// expect: QUIET!
// expect: * ** ***
