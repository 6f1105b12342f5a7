// form validation with guard, early returns, defer ordering and a throwing parser with cleanup (expected output from swiftc 6.3.1 on Linux)
struct SignupForm {
    var name: String
    var age: String
    var email: String
    var agreedToTerms: Bool
}

enum FormError: Error, Equatable {
    case emptyName, badAge(String), badEmail, termsNotAccepted
}

func validate(_ form: SignupForm) throws -> (name: String, age: Int) {
    let name = form.name.trimmingSpaces()
    guard !name.isEmpty else { throw FormError.emptyName }
    guard let age = Int(form.age), (13...120).contains(age) else { throw FormError.badAge(form.age) }
    let parts = form.email.split(separator: "@")
    guard parts.count == 2, parts[1].contains(".") else { throw FormError.badEmail }
    guard form.agreedToTerms else { throw FormError.termsNotAccepted }
    return (name, age)
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

func process(_ label: String, _ form: SignupForm) {
    print("begin \(label)")
    defer { print("end \(label)") }
    do {
        let result = try validate(form)
        defer { print("  (welcome mail queued)") }
        print("  accepted \(result.name), \(result.age)")
    } catch let error as FormError {
        print("  rejected: \(error)")
    } catch {
        print("  unexpected")
    }
}

process("ok", SignupForm(name: "  Dana ", age: "29", email: "dana@site.io", agreedToTerms: true))
process("blank", SignupForm(name: "   ", age: "29", email: "x@y.z", agreedToTerms: true))
process("young", SignupForm(name: "Tim", age: "9", email: "t@y.z", agreedToTerms: true))
process("mail", SignupForm(name: "Ula", age: "40", email: "ula.at.home", agreedToTerms: true))
process("terms", SignupForm(name: "Vic", age: "33", email: "v@w.com", agreedToTerms: false))

func deferOrder() {
    for i in 1...2 {
        defer { print("loop defer \(i)") }
        print("loop body \(i)")
    }
    defer { print("first registered") }
    defer { print("second registered") }
    print("function body done")
}
deferOrder()

var openFiles = 0
func readConfig(_ lines: [String]) throws -> [String: String] {
    openFiles += 1
    defer { openFiles -= 1 }
    var result: [String: String] = [:]
    for line in lines {
        guard let eq = line.firstIndex(of: "=") else { throw FormError.badEmail }
        result[String(line[..<eq])] = String(line[line.index(after: eq)...])
    }
    return result
}
let cfg = try readConfig(["host=local", "port=80"])
print(cfg.sorted { $0.key < $1.key }, openFiles)
print((try? readConfig(["oops"])) == nil, openFiles, FormError.badAge("9") == .badAge("9"))
// expect: begin ok
// expect:   accepted Dana, 29
// expect:   (welcome mail queued)
// expect: end ok
// expect: begin blank
// expect:   rejected: emptyName
// expect: end blank
// expect: begin young
// expect:   rejected: badAge("9")
// expect: end young
// expect: begin mail
// expect:   rejected: badEmail
// expect: end mail
// expect: begin terms
// expect:   rejected: termsNotAccepted
// expect: end terms
// expect: loop body 1
// expect: loop defer 1
// expect: loop body 2
// expect: loop defer 2
// expect: function body done
// expect: second registered
// expect: first registered
// expect: [(key: "host", value: "local"), (key: "port", value: "80")] 0
// expect: true 0 true
