// A struct's wrapped property prints and dumps under its storage name (`_limit`), for a wrapper of the
// script's own as for SwiftUI's. Expected output: swiftc 6.3.1 (Linux), run on this machine.
@propertyWrapper struct Capped {
    var value: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(newValue, 10) }
    }
    init(wrappedValue: Int) { value = min(wrappedValue, 10) }
}
struct Quota {
    @Capped var limit = 40
    var used = 2
}
var quota = Quota()
quota.limit = 7
print(quota)
dump(quota)
print(quota.limit)
// expect: Quota(_limit: main.Capped(value: 7), used: 2)
// expect: ▿ main.Quota
// expect:   ▿ _limit: main.Capped
// expect:     - value: 7
// expect:   - used: 2
// expect: 7
