// Follows Apple's `submitLabel(_:)` page (https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)):
// the label sets what the Return key is called (`SubmitLabel`: `.search`, `.done`...), a description of the
// submission action that `onSubmit(of:_:)` provides. Own code: a city lookup run from the keyboard's Search key.
// - The label is only a name: Return still runs the field's `onSubmit` (Apple `view/onsubmit(of:_:)`; rules
//   §15.10). A field labelled `.done` with no onSubmit above it runs nothing.
// - Typing writes `query`, which the body never reads: no body (rules §3.5). The action stores the matches, which
//   the body reads: one body after the action's line (rules §0.3, §10.1).
// - A third search finds the same matches: writing an equal array is no change, so no body (rules §3.4).
import SwiftUI

struct CityLookup: View {
    @State private var query = ""
    @State private var note = ""
    @State private var matches: [String] = []
    private let cities = ["Oslo", "Osaka", "Ottawa", "Lima"]

    var body: some View {
        let _ = print("CityLookup body: \(matches.count) matches")
        Form {
            TextField("City", text: $query)
                .submitLabel(.search)
                .onSubmit {
                    matches = cities.filter { $0.lowercased().hasPrefix(query.lowercased()) }
                    print("search '\(query)': \(matches.joined(separator: ", "))")
                }
            ForEach(matches, id: \.self) { city in
                Text(city)
            }
            TextField("Note", text: $note)
                .submitLabel(.done)
        }
    }
}

:mount CityLookup()
// expect: CityLookup body: 0 matches
:type "os" into "City"
:submit "City"
// expect: search 'os': Oslo, Osaka
// expect: CityLookup body: 2 matches
:type "a" into "City"
:submit "City"
// expect: search 'osa': Osaka
// expect: CityLookup body: 1 matches
:submit "City"
// expect: search 'osa': Osaka
:type "ok" into "Note"
:submit "Note"
