// SwiftUI from Apple's documentation: onChange(of:) on an Equatable struct does not fire when an equal value is assigned
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// `value` is "The value to check against when determining whether to run the closure" and the action gets "The new
// value that failed the comparison check." An equal struct passes the check, so the action does not run.
import SwiftUI

struct Filter: Equatable {
    var query = ""
    var limit = 10
}

struct Search: View {
    @State private var filter = Filter()
    var body: some View {
        VStack {
            Button("Reset") { filter = Filter() }
            Button("Limit 20") { filter.limit = 20 }
        }
        .onChange(of: filter) { old, new in
            print("filter limit \(old.limit) -> \(new.limit)")
        }
    }
}

:mount Search()
:tap "Reset"
:tap "Limit 20"
:tap "Limit 20"
// expect: filter limit 10 -> 20
