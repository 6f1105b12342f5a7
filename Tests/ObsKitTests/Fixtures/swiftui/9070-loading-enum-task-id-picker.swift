// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (a Picker's selection is the task's id: each category shows loading then its items; switching mid-load cancels the stale load, which never stores its result)
// What SwiftUI does: a new selection cancels the running task and starts a new one; the cancelled task's sleep throws
// CancellationError (https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)), so it
// returns without writing. The body runs for the selection first, then the new task's .loading write updates it again.
import SwiftUI

enum Category: String, CaseIterable, Identifiable {
    case books, music
    var id: Self { self }
}

enum ShelfState: Equatable {
    case idle
    case loading(Category)
    case loaded([String])
}

struct ShopView: View {
    @State private var category = Category.books
    @State private var state = ShelfState.idle

    private var stateLabel: String {
        switch state {
        case .idle: return "idle"
        case .loading(let category): return "loading \(category.rawValue)"
        case .loaded(let items): return "loaded \(items.joined(separator: ", "))"
        }
    }

    var body: some View {
        let _ = print("body: \(category.rawValue), \(stateLabel)")
        VStack {
            Picker("Category", selection: $category) {
                ForEach(Category.allCases) { category in
                    Text(category.rawValue.capitalized).tag(category)
                }
            }
            Text(stateLabel)
        }
        .task(id: category) {
            let current = category
            state = .loading(current)
            do {
                try await Task.sleep(for: .seconds(1))
            } catch {
                print("\(current.rawValue) load cancelled")
                return
            }
            state = .loaded(current == .books ? ["Dune", "Emma"] : ["Abbey Road"])
        }
    }
}

:mount ShopView()
// expect: body: books, idle
// expect: body: books, loading books
:advance 500ms
:pick "Music" in "Category"
// expect: body: music, loading books
// expect: books load cancelled
// expect: body: music, loading music
:advance 1s
// expect: body: music, loaded Abbey Road
