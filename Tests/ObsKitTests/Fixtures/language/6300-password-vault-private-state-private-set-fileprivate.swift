// App Development with Swift style (access control and encapsulation): a password vault with private state, private(set), fileprivate helpers and validation
fileprivate func mask(_ s: String) -> String {
    String(repeating: "•", count: s.count)
}

struct PasswordRules {
    static let minLength = 8
    static func problems(in password: String) -> [String] {
        var found: [String] = []
        if password.count < minLength { found.append("too short") }
        if !password.contains(where: { $0.isUppercase }) { found.append("no uppercase") }
        if !password.contains(where: { $0.isNumber }) { found.append("no digit") }
        if password.allSatisfy({ $0.isLetter || $0.isNumber }) { found.append("no symbol") }
        return found
    }
}

class Vault {
    private var secrets: [String: String] = [:]
    private(set) var failedAttempts = 0
    private(set) var isLocked = false
    private let masterPassword: String

    init?(master: String) {
        let problems = PasswordRules.problems(in: master)
        guard problems.isEmpty else {
            print("Weak master password: \(problems.joined(separator: ", "))")
            return nil
        }
        masterPassword = master
    }

    func store(_ secret: String, for site: String) {
        secrets[site] = secret
        print("Stored \(mask(secret)) for \(site)")
    }

    func reveal(_ site: String, master: String) -> String? {
        guard !isLocked else { print("Vault locked"); return nil }
        guard master == masterPassword else {
            failedAttempts += 1
            if failedAttempts >= 3 { isLocked = true }
            print("Wrong master password (\(failedAttempts))")
            return nil
        }
        failedAttempts = 0
        return secrets[site]
    }

    var siteList: [String] { secrets.keys.sorted() }
}

print(Vault(master: "abc") == nil)
print(Vault(master: "longenough1") == nil)
if let vault = Vault(master: "Tr0ub4dor&3") {
    vault.store("hunter22", for: "mail")
    vault.store("pa$$w0rd", for: "bank")
    print(vault.siteList)
    print(vault.reveal("mail", master: "Tr0ub4dor&3") ?? "-")
    print(vault.reveal("shop", master: "Tr0ub4dor&3") ?? "no such site")
    for guess in ["guess1", "guess2", "guess3"] { _ = vault.reveal("bank", master: guess) }
    print(vault.reveal("bank", master: "Tr0ub4dor&3") ?? "-", vault.isLocked, vault.failedAttempts)
}
print(PasswordRules.problems(in: "Secret#99"), PasswordRules.minLength)

// expect: Weak master password: too short, no uppercase, no digit, no symbol
// expect: true
// expect: Weak master password: no uppercase, no symbol
// expect: true
// expect: Stored •••••••• for mail
// expect: Stored •••••••• for bank
// expect: ["bank", "mail"]
// expect: hunter22
// expect: no such site
// expect: Wrong master password (1)
// expect: Wrong master password (2)
// expect: Wrong master password (3)
// expect: Vault locked
// expect: - true 3
// expect: [] 8
