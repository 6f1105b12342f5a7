// combine style: a lookup pipeline `$query.flatMap { lookup($0).catch { Just([...]) } }.assign(to: &$results)`: a request that fails with `Fail` is replaced inside flatMap by a `Just` fallback, so the outer pipeline survives and the next query still works (Apple: catch replaces the failed publisher; an error reaching the outer chain would end it)
import SwiftUI
import Combine

enum LookupError: Error {
    case offline
}

func lookup(_ query: String) -> AnyPublisher<[String], LookupError> {
    if query == "x" {
        print("lookup '\(query)' fails")
        return Fail(error: LookupError.offline).eraseToAnyPublisher()
    }
    print("lookup '\(query)' ok")
    return Just(query.isEmpty ? [] : ["\(query)1", "\(query)2"])
        .setFailureType(to: LookupError.self)
        .eraseToAnyPublisher()
}

final class LookupModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []

    init() {
        $query
            .flatMap { query in
                lookup(query)
                    .catch { error -> Just<[String]> in
                        print("failed: \(error)")
                        return Just(["(offline)"])
                    }
            }
            .assign(to: &$results)
    }
}

struct LookupView: View {
    @StateObject private var model = LookupModel()

    var body: some View {
        let _ = print("LookupView body: '\(model.query)' -> \(model.results)")
        VStack {
            TextField("Code", text: $model.query)
            ForEach(model.results, id: \.self) { Text($0) }
        }
    }
}

:mount LookupView()
// expect: lookup '' ok
// expect: LookupView body: '' -> []
:type "x" into "Code"
// expect: lookup 'x' fails
// expect: failed: offline
// expect: LookupView body: 'x' -> ["(offline)"]
:clear "Code"
// expect: lookup '' ok
// expect: LookupView body: '' -> []
:type "b" into "Code"
// expect: lookup 'b' ok
// expect: LookupView body: 'b' -> ["b1", "b2"]
