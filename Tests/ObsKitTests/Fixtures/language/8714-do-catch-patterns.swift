// Tutorial style (Hacking with Swift, error handling): throwing functions and do/catch with patterns
enum VaultError: Error {
    case wrongCode(attemptsLeft: Int)
    case locked
    case empty(vault: String)
}

struct Vault {
    let name: String
    let code: String
    var contents: [String]
    var attempts = 0

    mutating func open(with guess: String) throws -> [String] {
        guard attempts < 3 else { throw VaultError.locked }
        guard guess == code else {
            attempts += 1
            throw VaultError.wrongCode(attemptsLeft: 3 - attempts)
        }
        guard !contents.isEmpty else { throw VaultError.empty(vault: name) }
        return contents
    }
}

var bank = Vault(name: "Main", code: "4321", contents: ["gold", "deeds"])
for guess in ["1111", "2222", "4321", "9999", "4321"] {
    do {
        let items = try bank.open(with: guess)
        print("Opened with \(guess): \(items.joined(separator: ", "))")
    } catch VaultError.wrongCode(let left) where left > 0 {
        print("Wrong code \(guess), \(left) attempts left")
    } catch VaultError.wrongCode {
        print("Wrong code \(guess), no attempts left")
    } catch VaultError.locked {
        print("Vault is locked")
    } catch {
        print("Unexpected: \(error)")
    }
}

var spare = Vault(name: "Spare", code: "0000", contents: [])
do {
    _ = try spare.open(with: "0000")
} catch let VaultError.empty(vault) {
    print("The \(vault) vault is empty")
} catch {
    print("Other error")
}

struct ParseError: Error, CustomStringConvertible {
    let line: Int
    var description: String { "parse failure on line \(line)" }
}

func parse(_ lines: [String]) throws -> Int {
    var total = 0
    for (index, line) in lines.enumerated() {
        guard let n = Int(line) else { throw ParseError(line: index + 1) }
        total += n
    }
    return total
}

do {
    print(try parse(["4", "5"]))
    print(try parse(["4", "five", "6"]))
} catch {
    print("Caught: \(error)")
}

// expect: Wrong code 1111, 2 attempts left
// expect: Wrong code 2222, 1 attempts left
// expect: Opened with 4321: gold, deeds
// expect: Wrong code 9999, no attempts left
// expect: Vault is locked
// expect: The Spare vault is empty
// expect: 9
// expect: Caught: parse failure on line 2
