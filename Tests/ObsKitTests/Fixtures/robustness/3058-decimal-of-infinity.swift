// Class: crash (found by obsfuzz, seed 1: a Decimal multiplied by an infinite Double inside a filter). Foundation's
// Decimal(Double) traps on an infinity (swiftc 6.3.1's program dies of an illegal instruction, with no message);
// ObsREPL called it and died the same way. Now the program stops with a fatal error at the place; NaN is NaN.
import Foundation
let rate: Decimal = 2
print(Decimal(Double.nan).isNaN, rate * Decimal(1.5))
let readings = [1.0, Double.infinity]
print(readings.filter { rate * Decimal($0) > 1 })
print("not reached")

// expect: true 3
// expect-error: Fatal error: Decimal cannot represent an infinite Double
