// A local `@Bindable var chore = chore` inside a ForEach row, exactly the shape Apple's Bindable page shows for
// lists of @Observable objects.
// What SwiftUI does: @Bindable may be a local (rules §8.5; Apple, Bindable:
// https://developer.apple.com/documentation/swiftui/bindable). A ForEach row's builder is its own attribute, so the
// reads it makes (the title and `isDone`, also through `$chore.isDone`) belong to that row, not to the list's
// body (rules §8.4, §3.5). Toggling one chore re-runs only that row's builder; the list's body, which read only
// the array's count, does not run. The Summary action reads `isDone` outside any body and tracks nothing.
import SwiftUI

@Observable
final class Chore: Identifiable {
    var title: String
    var isDone = false

    init(_ title: String) {
        self.title = title
    }
}

struct ChoresList: View {
    @State private var chores = [Chore("Water plants"), Chore("Take out trash")]

    var body: some View {
        let _ = print("ChoresList body, \(chores.count) chores")
        VStack {
            ForEach(chores) { chore in
                @Bindable var chore = chore
                let _ = print("row \(chore.title), done \(chore.isDone)")
                Toggle(chore.title, isOn: $chore.isDone)
            }
            Button("Summary") {
                let done = chores.filter(\.isDone).count
                print("\(done) of \(chores.count) done")
            }
        }
    }
}

:mount ChoresList()
// expect: ChoresList body, 2 chores
// expect: row Water plants, done false
// expect: row Take out trash, done false
:toggle "Water plants"
// expect: row Water plants, done true
:tap "Summary"
// expect: 1 of 2 done
:toggle "Take out trash"
// expect: row Take out trash, done true
:toggle "Water plants"
// expect: row Water plants, done false
:tap "Summary"
// expect: 1 of 2 done
