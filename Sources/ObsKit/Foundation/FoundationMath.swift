import Foundation

/// The C math functions Foundation brings (`sqrt`, `pow`, `floor`, `sin`...), on Double (a Float argument
/// gives a Float, as Swift's overloads do). Faithful: they are the C library's own.
extension Builtins {
    static func installMath(into interpreter: Interpreter) {
        let unary: [(String, (Double) -> Double, (Float) -> Float)] = [
            ("sqrt", sqrt, sqrt), ("cbrt", cbrt, cbrt), ("floor", floor, floor), ("ceil", ceil, ceil), ("round", round, round),
            ("trunc", trunc, trunc), ("exp", exp, exp), ("exp2", exp2, exp2), ("log", log, log), ("log2", log2, log2),
            ("log10", log10, log10), ("sin", sin, sin), ("cos", cos, cos), ("tan", tan, tan), ("asin", asin, asin),
            ("acos", acos, acos), ("atan", atan, atan), ("sinh", sinh, sinh), ("cosh", cosh, cosh), ("tanh", tanh, tanh),
            ("fabs", fabs, fabs), ("rint", rint, rint), ("nearbyint", nearbyint, nearbyint),
        ]
        for (name, onDouble, onFloat) in unary {
            interpreter.globals.define(name, .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard arguments.count == 1 else { throw interpreter.runtimeError("'\(name)' takes one number", range, source) }
                if case .float(let number) = arguments[0].value { return .float(onFloat(number)) }
                return .double(onDouble(try interpreter.doubleArgument(arguments, nil, in: name, range, source)))
            }))
        }
        let binary: [(String, (Double, Double) -> Double)] = [("pow", pow), ("atan2", atan2), ("hypot", hypot), ("fmod", fmod),
                                                                ("fmin", fmin), ("fmax", fmax), ("copysign", copysign)]
        for (name, function) in binary {
            interpreter.globals.define(name, .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                // `pow(Decimal(2), 64)`: Foundation's `pow(_: Decimal, _: Int)`.
                if name == "pow", arguments.count == 2, case .native(let base as DecimalValue) = arguments[0].value, case .int(let power) = arguments[1].value {
                    return .native(DecimalValue(Foundation.pow(base.decimal, power)))
                }
                guard arguments.count == 2, let a = arguments[0].value.doubleValue, let b = arguments[1].value.doubleValue else {
                    throw interpreter.runtimeError("'\(name)' takes two numbers", range, source)
                }
                if case .float = arguments[0].value { return .float(Float(function(a, b))) }
                return .double(function(a, b))
            }))
        }
        interpreter.globals.define("M_PI", .double(Double.pi))
        // Glibc's other constants that Foundation brings (the same values as Darwin's).
        for (name, value) in [("M_E", M_E), ("M_LN2", M_LN2), ("M_LN10", M_LN10), ("M_SQRT2", M_SQRT2), ("M_PI_2", M_PI_2),
                              ("M_PI_4", M_PI_4), ("M_LOG2E", M_LOG2E), ("M_LOG10E", M_LOG10E), ("M_1_PI", M_1_PI)] {
            interpreter.globals.define(name, .double(value))
        }
    }
}
