// async-in-views style: a hand-made debounce: onChange(of: text) cancels the Task kept in @State and starts a new one that sleeps, checks for cancellation, then searches; the stored handle is never read by the body, so it runs no body (rules §3.5, §11)
import SwiftUI

let places = ["Paris", "Parma", "Porto", "Prague"]

struct PlaceSearch: View {
    @State private var text = ""
    @State private var results: [String] = []
    @State private var searchTask: Task<Void, Never>?

    var body: some View {
        let _ = print("PlaceSearch body: text='\(text)' results=\(results.count)")
        VStack {
            TextField("Place", text: $text)
            ForEach(results, id: \.self) { Text($0) }
        }
        .onChange(of: text) { _, newText in
            searchTask?.cancel()
            searchTask = Task {
                try? await Task.sleep(for: .milliseconds(400))
                guard !Task.isCancelled else { return }
                print("searching '\(newText)'")
                results = places.filter { $0.lowercased().hasPrefix(newText.lowercased()) }
            }
        }
    }
}

:mount PlaceSearch()
// expect: PlaceSearch body: text='' results=0
:type "pa" into "Place"
// expect: PlaceSearch body: text='p' results=0
// expect: PlaceSearch body: text='pa' results=0
:advance 400ms
// expect: searching 'pa'
// expect: PlaceSearch body: text='pa' results=2
