// Swift Evolution style (SE-0290): #unavailable and #available checks with platform wildcards
// known-gap: line 1: expected "modern", got "legacy"
struct FeatureGate {
    var log: [String] = []

    mutating func chooseRenderer() -> String {
        if #unavailable(macOS 200, iOS 200) {
            log.append("fallback path")
            return "legacy"
        }
        log.append("modern path")
        return "modern"
    }

    mutating func chooseStorage() -> String {
        if #available(macOS 10.0, iOS 9.0, *) {
            log.append("storage ok")
            return "disk"
        } else {
            return "memory"
        }
    }

    mutating func guarded() -> Int {
        guard #available(macOS 11, *) else {
            log.append("guard fallback")
            return -1
        }
        log.append("guard passed")
        return 1
    }
}

@available(macOS 300, *)
func futureOnlyFeature() -> String { "future" }

@available(*, deprecated, message: "use newCount()")
func oldCount() -> Int { 1 }

func callFuture() -> String {
    if #available(macOS 300, *) {
        return futureOnlyFeature()
    }
    return "not yet"
}

var gate = FeatureGate()
print(gate.chooseRenderer())
print(gate.chooseStorage())
print(gate.guarded())
print(callFuture())
for entry in gate.log {
    print("log:", entry)
}

var hits = 0
for attempt in 1...3 {
    if #unavailable(macOS 1) {
        hits += 100
    } else if attempt % 2 == 1 {
        hits += attempt
    }
}
print("hits \(hits)")

let flags = [true, false].map { flag -> String in
    if #available(iOS 1, *), flag {
        return "both"
    }
    return "one"
}
print(flags)
// expect: modern
// expect: disk
// expect: 1
// expect: future
// expect: log: modern path
// expect: log: storage ok
// expect: log: guard passed
// expect: hits 4
// expect: ["both", "one"]
