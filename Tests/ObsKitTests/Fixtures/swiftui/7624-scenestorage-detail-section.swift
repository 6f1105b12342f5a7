// Follows Apple's SceneStorage (https://developer.apple.com/documentation/swiftui/scenestorage): a detail view that remembers its selected section by key, beside plain @State that starts over
// What SwiftUI does: `@SceneStorage("key")` keeps a small piece of UI state for the scene, by key; a
// RawRepresentable enum with String raw values is stored through its raw value (Apple's page uses
// "DetailView.selectedTab"). A view removed and shown again in the same scene finds the value (rules §15.14,
// ObsREPL's choice), while its `@State` starts over from its initial value (rules §1.1, §1.4). The body reads
// both, so each change runs it once.
// Sources: Apple `scenestorage`; rules §1.1, §1.4, §15.14.
import SwiftUI

enum DetailSection: String {
    case summary, reviews
}

struct BookDetail: View {
    @SceneStorage("BookDetail.selectedSection") private var selectedSection = DetailSection.summary
    @State private var likes = 0

    var body: some View {
        let _ = print("detail: \(selectedSection.rawValue), likes \(likes)")
        VStack {
            Picker("Section", selection: $selectedSection) {
                Text("Summary").tag(DetailSection.summary)
                Text("Reviews").tag(DetailSection.reviews)
            }
            .pickerStyle(.segmented)
            Button("Like") { likes += 1 }
        }
    }
}

struct Shelf: View {
    @State private var showDetail = true

    var body: some View {
        VStack {
            Button(showDetail ? "Hide details" : "Show details") {
                showDetail.toggle()
            }
            if showDetail {
                BookDetail()
            }
        }
    }
}

:mount Shelf()
// expect: detail: summary, likes 0
:pick "Reviews" in "Section"
// expect: detail: reviews, likes 0
:tap "Like"
// expect: detail: reviews, likes 1
:tap "Hide details"
:tap "Show details"
// expect: detail: reviews, likes 0
