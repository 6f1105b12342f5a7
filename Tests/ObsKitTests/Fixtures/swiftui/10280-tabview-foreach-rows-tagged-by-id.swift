// ObsREPL rules (tabs, §15.8 and §15.5): a ForEach inside a TabView makes one tab per row, and a row without its own `.tag` is tagged by its element's id, so a `selection` binding of the id's type chooses it; an explicit `.tag` wins; `.page(indexDisplayMode:)` and `.indexViewStyle(.page(backgroundDisplayMode:))` only change the looks
import SwiftUI

struct Page: Identifiable {
    let id: String
    let title: String
}

struct PageView: View {
    let page: Page
    var body: some View {
        let _ = print("PageView \(page.id) body")
        Text(page.title)
    }
}

struct Onboarding: View {
    @State private var current = "b"
    let pages = [Page(id: "a", title: "Welcome"), Page(id: "b", title: "Track"), Page(id: "c", title: "Share")]

    var body: some View {
        let _ = print("Onboarding body, current \(current)")
        VStack {
            TabView(selection: $current) {
                ForEach(pages) { page in
                    PageView(page: page)
                }
                Text("Done").tag("end")
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            Button("Next") { current = current == "a" ? "b" : current == "b" ? "c" : "end" }
            Button("First") { current = "a" }
        }
    }
}

:mount Onboarding()
// expect: Onboarding body, current b
// expect: PageView b body
:tap "Next"
// expect: Onboarding body, current c
// expect: PageView c body
:tap "First"
// expect: Onboarding body, current a
// expect: PageView a body
:tap "Next"
// expect: Onboarding body, current b
