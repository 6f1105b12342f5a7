// Compiler test style: Result — Result(catching:), map/flatMap/mapError chains, get() rethrowing and switching over success and failure
enum ConfigError: Error, Equatable {
    case missing(String)
    case invalid(String, String)
}

let settings = ["port": "8080", "host": "localhost", "timeout": "abc"]

func value(_ key: String) throws -> String {
    guard let v = settings[key] else { throw ConfigError.missing(key) }
    return v
}

func integer(_ key: String) throws -> Int {
    let s = try value(key)
    guard let n = Int(s) else { throw ConfigError.invalid(key, s) }
    return n
}

func show<T>(_ label: String, _ r: Result<T, Error>) {
    switch r {
    case .success(let v): print("\(label): success(\(v))")
    case .failure(let e): print("\(label): failure(\(e))")
    }
}

show("port", Result { try integer("port") })
show("timeout", Result { try integer("timeout") })
show("user", Result { try value("user") })

// map transforms the success value only
let portPlusOne = Result { try integer("port") }.map { $0 + 1 }
show("port+1", portPlusOne)

// flatMap chains a second fallible step
func validatePort(_ p: Int) -> Result<Int, Error> {
    p < 1024 ? .failure(ConfigError.invalid("port", String(p))) : .success(p)
}
show("validated", Result { try integer("port") }.flatMap(validatePort))

// mapError converts to a domain-specific message
struct Message: Error { let text: String }
let described = Result { try integer("missing-key") }.mapError { error -> Message in
    if let c = error as? ConfigError, case .missing(let k) = c { return Message(text: "please set \(k)") }
    return Message(text: "unknown")
}
if case .failure(let m) = described { print("message: \(m.text)") }

// get() turns a Result back into a throwing call
let results: [Result<Int, Error>] = ["port", "timeout", "host", "nothing"].map { key in Result { try integer(key) } }
var good: [Int] = []
for r in results {
    do { good.append(try r.get()) } catch ConfigError.invalid(let k, let v) {
        print("invalid \(k)=\(v)")
    } catch {
        print("other error: \(error)")
    }
}
print("good values: \(good)")

// Typed Result with Equatable comparison
let typed: Result<Int, ConfigError> = .failure(.missing("x"))
print(typed == .failure(.missing("x")), typed == .success(1))
let successes = results.compactMap { try? $0.get() }
print("compactMap try? get: \(successes)")

// expect: port: success(8080)
// expect: timeout: failure(invalid("timeout", "abc"))
// expect: user: failure(missing("user"))
// expect: port+1: success(8081)
// expect: validated: success(8080)
// expect: message: please set missing-key
// expect: invalid timeout=abc
// expect: invalid host=localhost
// expect: other error: missing("nothing")
// expect: good values: [8080]
// expect: true false
// expect: compactMap try? get: [8080]
