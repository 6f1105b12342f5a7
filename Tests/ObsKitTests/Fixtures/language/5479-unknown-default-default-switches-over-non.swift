// Swift Evolution style (SE-0192): @unknown default and default on switches over non-frozen standard library enums
func name(_ e: FloatingPointClassification) -> String {
    switch e {
    case .positiveNormal, .negativeNormal: return "normal"
    case .positiveZero, .negativeZero: return "zero"
    case .positiveInfinity, .negativeInfinity: return "infinite"
    case .quietNaN, .signalingNaN: return "nan"
    case .positiveSubnormal, .negativeSubnormal: return "subnormal"
    @unknown default: return "future"
    }
}
print([1.5, -0.0, .infinity, .nan, .leastNonzeroMagnitude].map { name($0.floatingPointClass) })

func rounding(_ r: FloatingPointRoundingRule) -> String {
    switch r {
    case .toNearestOrEven: return "even"
    case .up: return "up"
    case .down: return "down"
    default: return "other"
    }
}
print(rounding(.towardZero), rounding(.up), (2.5).rounded(.toNearestOrEven))

// expect: ["normal", "zero", "infinite", "nan", "subnormal"]
// expect: other up 2.0
