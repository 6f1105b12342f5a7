// Swift book style: async let child tasks that throw, caught by the awaiting code
enum MathError: Error { case divideByZero, negative(Int) }

func divide(_ a: Int, by b: Int) async throws -> Int {
    guard b != 0 else { throw MathError.divideByZero }
    return a / b
}

func root(_ n: Int) async throws -> Int {
    guard n >= 0 else { throw MathError.negative(n) }
    var r = 0
    while (r + 1) * (r + 1) <= n { r += 1 }
    return r
}

func compute(_ a: Int, _ b: Int, _ c: Int) async -> String {
    async let q = divide(a, by: b)
    async let r = root(c)
    do {
        let result = try await q + r
        return "ok \(result)"
    } catch MathError.divideByZero {
        return "error: divide by zero"
    } catch MathError.negative(let n) {
        return "error: negative \(n)"
    } catch {
        return "error: \(error)"
    }
}

print(await compute(20, 4, 49))
print(await compute(1, 0, 4))
print(await compute(9, 3, -16))
print(await compute(100, 7, 1000))

func optionalPair(_ x: Int) async -> (Int?, Int?) {
    async let d = try? divide(100, by: x)
    async let s = try? root(x)
    return await (d, s)
}
let pair = await optionalPair(0)
print("pair for 0: \(String(describing: pair.0)) \(String(describing: pair.1))")
let pair2 = await optionalPair(-4)
print("pair for -4: \(String(describing: pair2.0)) \(String(describing: pair2.1))")
// expect: ok 12
// expect: error: divide by zero
// expect: error: negative -16
// expect: ok 45
// expect: pair for 0: nil Optional(0)
// expect: pair for -4: Optional(-25) nil
