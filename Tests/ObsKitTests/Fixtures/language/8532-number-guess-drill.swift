// Course style (loops checkpoint): binary-search number guessing with a fixed secret, while/repeat
func guessNumber(secret: Int, low: Int, high: Int) -> Int {
    var lo = low
    var hi = high
    var attempts = 0
    repeat {
        let guess = (lo + hi) / 2
        attempts += 1
        if guess == secret {
            print("  guess \(guess): correct!")
            break
        } else if guess < secret {
            print("  guess \(guess): too low")
            lo = guess + 1
        } else {
            print("  guess \(guess): too high")
            hi = guess - 1
        }
    } while lo <= hi
    return attempts
}

print("Secret 73 in 1...100:")
let a = guessNumber(secret: 73, low: 1, high: 100)
print("Found in \(a) attempts")
print("Secret 1 in 1...100:")
let b = guessNumber(secret: 1, low: 1, high: 100)
print("Found in \(b) attempts")

var worst = 0
var worstSecret = 0
for secret in 1...100 {
    var lo = 1, hi = 100, tries = 0
    while lo <= hi {
        tries += 1
        let mid = (lo + hi) / 2
        if mid == secret { break }
        if mid < secret { lo = mid + 1 } else { hi = mid - 1 }
    }
    if tries > worst {
        worst = tries
        worstSecret = secret
    }
}
print("Worst case: \(worst) tries (first at secret \(worstSecret))")

var power = 1
var exponent = 0
while power < 100 {
    power *= 2
    exponent += 1
}
print("2^\(exponent) = \(power) is the first power of two >= 100")

// expect: Secret 73 in 1...100:
// expect:   guess 50: too low
// expect:   guess 75: too high
// expect:   guess 62: too low
// expect:   guess 68: too low
// expect:   guess 71: too low
// expect:   guess 73: correct!
// expect: Found in 6 attempts
// expect: Secret 1 in 1...100:
// expect:   guess 50: too high
// expect:   guess 25: too high
// expect:   guess 12: too high
// expect:   guess 6: too high
// expect:   guess 3: too high
// expect:   guess 1: correct!
// expect: Found in 6 attempts
// expect: Worst case: 7 tries (first at secret 2)
// expect: 2^7 = 128 is the first power of two >= 100
