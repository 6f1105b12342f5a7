// Apple sample style (Managing model data in your app): a reading app with two @Observable models in the environment, a Library and a ReadingGoal, and sibling views that each read a different property.
// SwiftUI: `@Environment(Model.self)` tracks reads per property, so each change re-runs only the views whose last body read that property (rules §14.2, §8.3, §12.1 `@dependencies`);
// a view that makes `$goal.booksPerMonth` with a local @Bindable depends on it (rules §8.5); the views' first runs list their environment properties (rules §12.2).
import SwiftUI

@Observable
final class Library {
    var name = "Home Shelf"
    var titles = ["Dune", "Kindred"]
}

@Observable
final class ReadingGoal {
    var booksPerMonth = 2
}

struct LibraryHeader: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        Text(library.name)
            .font(.largeTitle)
    }
}

struct LibraryStats: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        Text("\(library.titles.count) books")
    }
}

struct GoalEditor: View {
    @Environment(ReadingGoal.self) private var goal

    var body: some View {
        let _ = Self._printChanges()
        @Bindable var goal = goal
        Stepper("Books per month", value: $goal.booksPerMonth, in: 1...10)
    }
}

struct ReadingHome: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List {
                LibraryHeader()
                LibraryStats()
                GoalEditor()
                Button("Add Sample Book") {
                    library.titles.append("Solaris")
                }
                Button("Rename Library") {
                    library.name = "Reading Nook"
                }
            }
            .navigationTitle("Reading")
        }
    }
}

struct ReadingApp: View {
    @State private var library = Library()
    @State private var goal = ReadingGoal()

    var body: some View {
        ReadingHome()
            .environment(library)
            .environment(goal)
    }
}

:mount ReadingApp()
// expect: ReadingHome: @self, @identity, _library changed.
// expect: LibraryHeader: @self, @identity, _library changed.
// expect: LibraryStats: @self, @identity, _library changed.
// expect: GoalEditor: @self, @identity, _goal changed.
:step "Books per month" up
// expect: GoalEditor: @dependencies changed.
:tap "Add Sample Book"
// expect: LibraryStats: @dependencies changed.
:tap "Rename Library"
// expect: LibraryHeader: @dependencies changed.
:tap "Rename Library"
