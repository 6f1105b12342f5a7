// Check error: reading a 'private' property from outside its type
struct Vault {
    private var code = "1234"

    func check(_ guess: String) -> Bool {
        return guess == code
    }
}

let vault = Vault()
print(vault.check("0000"))
print(vault.code)
// expect-error: 'code' is inaccessible due to 'private' protection level
