// Evolution proposal style (SE-0413): typed throws - throws(E), rethrowing typed errors, throws(Never)
enum ValidationError: Error, Equatable {
    case tooShort(Int)
    case missingDigit
}
enum NetError: Error { case offline }
func validate(_ pw: String) throws(ValidationError) -> String {
    guard pw.count >= 4 else { throw .tooShort(pw.count) }
    guard pw.contains(where: \.isNumber) else { throw ValidationError.missingDigit }
    return "ok: \(pw)"
}
for pw in ["ab", "abcd", "abc1"] {
    do {
        print(try validate(pw))
    } catch {
        switch error {
        case .tooShort(let n): print("too short", n)
        case .missingDigit: print("missing digit")
        }
    }
}
func check(_ pw: String) -> Result<String, ValidationError> {
    do { return .success(try validate(pw)) } catch { return .failure(error) }
}
print(check("x"), check("pass1"))
func transform<E: Error>(_ xs: [Int], _ f: (Int) throws(E) -> Int) throws(E) -> [Int] {
    var out: [Int] = []
    for x in xs { out.append(try f(x)) }
    return out
}
print(transform([1, 2, 3]) { $0 * 10 })
do {
    _ = try transform([1, -1]) { (x: Int) throws(NetError) -> Int in if x < 0 { throw .offline }; return x }
} catch {
    print("net error:", error, type(of: error))
}
func neverThrows() throws(Never) -> Int { 7 }
print(neverThrows())
func untyped() throws { throw ValidationError.missingDigit }
do { try untyped() } catch let e as ValidationError { print("as typed:", e == .missingDigit) } catch { print("other") }
let r = Result<Int, ValidationError> { () throws(ValidationError) -> Int in throw .tooShort(0) }
print(r)
func wrap() throws(NetError) -> String {
    do { return try validate("zz") } catch { print("inner", error); throw .offline }
}
do { _ = try wrap() } catch { print("outer", error) }

// expect: too short 2
// expect: missing digit
// expect: ok: abc1
// expect: failure(main.ValidationError.tooShort(1)) success("ok: pass1")
// expect: [10, 20, 30]
// expect: net error: offline NetError
// expect: 7
// expect: as typed: true
// expect: failure(main.ValidationError.tooShort(0))
// expect: inner tooShort(2)
// expect: outer offline
