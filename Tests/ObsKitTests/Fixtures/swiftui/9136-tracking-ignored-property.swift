// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (an ignored property read in apply is not tracked)
// `ObservationIgnored` "disables observation tracking of a property": reading `cacheHits` in `apply` makes no
// dependency, so writing it calls nothing; a computed property whose getter reads only ignored storage is not
// tracked either. The tracked `query` still calls `onChange`.
import Observation

@Observable final class SearchModel {
    var query = "swift"
    @ObservationIgnored var cacheHits = 0
    var cacheSummary: String { "\(cacheHits) hits" }
}

let search = SearchModel()
withObservationTracking {
    print("reads \(search.cacheHits) and \(search.cacheSummary)")
} onChange: {
    print("ignored storage changed?")
}
// expect: reads 0 and 0 hits
search.cacheHits += 1
search.cacheHits += 1
print("cache: \(search.cacheSummary)")
// expect: cache: 2 hits

withObservationTracking {
    print("reads query \(search.query), hits \(search.cacheHits)")
} onChange: {
    print("query will change")
}
// expect: reads query swift, hits 2
search.cacheHits = 10
search.query = "swiftui"
// expect: query will change
