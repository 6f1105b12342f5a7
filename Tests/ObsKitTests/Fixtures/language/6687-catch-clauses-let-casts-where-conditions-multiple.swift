// Swift book style (catch patterns): catch clauses with let-as casts, where conditions and multiple patterns per clause
struct HTTPFailure: Error {
    let status: Int
    var isRetryable: Bool { status == 503 || status == 429 }
}

enum ParseFailure: Error {
    case missingField(String)
    case wrongType(field: String, expected: String)
}

struct Unknown: Error { let note: String }

func fetch(_ step: Int) throws -> String {
    switch step {
    case 0: return "ok"
    case 1: throw HTTPFailure(status: 503)
    case 2: throw HTTPFailure(status: 404)
    case 3: throw ParseFailure.missingField("id")
    case 4: throw ParseFailure.wrongType(field: "age", expected: "Int")
    case 5: throw HTTPFailure(status: 429)
    default: throw Unknown(note: "step \(step)")
    }
}

for step in 0...6 {
    do {
        let value = try fetch(step)
        print(step, "value", value)
    } catch let failure as HTTPFailure where failure.isRetryable {
        print(step, "retry later (\(failure.status))")
    } catch let failure as HTTPFailure {
        print(step, "http \(failure.status) is final")
    } catch ParseFailure.missingField(let name), ParseFailure.wrongType(let name, _) {
        print(step, "field problem:", name)
    } catch let unknown as Unknown {
        print(step, "unknown:", unknown.note)
    } catch {
        print(step, "rest:", error)
    }
}

func classify(_ error: Error) -> String {
    switch error {
    case let http as HTTPFailure where http.status >= 500: return "server"
    case is HTTPFailure: return "client"
    case ParseFailure.wrongType(_, let expected): return "type \(expected)"
    default: return "other"
    }
}
print((1...6).map { step -> String in
    do { _ = try fetch(step); return "none" } catch { return classify(error) }
})

// expect: 0 value ok
// expect: 1 retry later (503)
// expect: 2 http 404 is final
// expect: 3 field problem: id
// expect: 4 field problem: age
// expect: 5 retry later (429)
// expect: 6 unknown: step 6
// expect: ["server", "client", "other", "type Int", "client", "other"]
