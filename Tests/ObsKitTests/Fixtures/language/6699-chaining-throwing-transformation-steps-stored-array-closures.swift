// Swift by Sundell style (pipelines): chaining throwing transformation steps stored in an array of closures, with step names in errors
struct StepError: Error, CustomStringConvertible {
    let step: String
    let underlying: String
    var description: String { "step '\(step)' failed: \(underlying)" }
}

struct Pipeline {
    private var steps: [(name: String, run: (String) throws -> String)] = []

    func adding(_ name: String, _ run: @escaping (String) throws -> String) -> Pipeline {
        var copy = self
        copy.steps.append((name, run))
        return copy
    }

    func run(_ input: String) throws -> String {
        try steps.reduce(input) { value, step in
            do {
                return try step.run(value)
            } catch {
                throw StepError(step: step.name, underlying: "\(error)")
            }
        }
    }
}

enum TextIssue: Error { case tooLong(Int), forbidden(String) }

let pipeline = Pipeline()
    .adding("trim") { String($0.filter { $0 != " " }) }
    .adding("length") { s in
        guard s.count <= 12 else { throw TextIssue.tooLong(s.count) }
        return s
    }
    .adding("censor") { s in
        if s.lowercased().contains("bad") { throw TextIssue.forbidden("bad") }
        return s
    }
    .adding("shout") { $0.uppercased() + "!" }

for input in ["hi there", "a very long sentence indeed", "not Bad", "ok"] {
    do {
        print(try pipeline.run(input))
    } catch let error as StepError where error.step == "length" {
        print("length check:", error.underlying)
    } catch {
        print(error)
    }
}
let results = ["x y", "BAD"].map { input in Result { try pipeline.run(input) } }
for r in results {
    print((try? r.get()) ?? "failed")
}

// expect: HITHERE!
// expect: length check: tooLong(23)
// expect: step 'censor' failed: forbidden("bad")
// expect: OK!
// expect: XY!
// expect: failed
