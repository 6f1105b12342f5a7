// WWDC20 "Data Essentials in SwiftUI" style: the club's shelf is injected with .environmentObject at the root and read with @EnvironmentObject two levels down; the middle section that never declares it is skipped, every view that declares it re-runs at any change (rules §14.1, §6.5, §2.1, §2.7)
import SwiftUI

final class Shelf: ObservableObject {
    @Published var books = ["Dune"]
    @Published var lastOpened = "none"
}

struct ShelfCount: View {
    @EnvironmentObject var shelf: Shelf

    var body: some View {
        let _ = print("ShelfCount body: \(shelf.books.count)")
        Text("\(shelf.books.count) books")
    }
}

struct LastOpened: View {
    @EnvironmentObject var shelf: Shelf

    var body: some View {
        let _ = print("LastOpened body: \(shelf.lastOpened)")
        VStack {
            Text("Last opened: \(shelf.lastOpened)")
            Button("Open Dune") { shelf.lastOpened = "Dune" }
        }
    }
}

struct ShelfSection: View {
    var body: some View {
        let _ = print("ShelfSection body")
        VStack {
            ShelfCount()
            LastOpened()
        }
    }
}

struct ClubRoot: View {
    @StateObject private var shelf = Shelf()

    var body: some View {
        let _ = print("ClubRoot body")
        VStack {
            ShelfSection()
            Button("Add book") { shelf.books.append("Emma") }
        }
        .environmentObject(shelf)
    }
}

:mount ClubRoot()
// expect: ClubRoot body
// expect: ShelfSection body
// expect: ShelfCount body: 1
// expect: LastOpened body: none
:tap "Add book"
// expect: ClubRoot body
// expect: ShelfCount body: 2
// expect: LastOpened body: none
:tap "Open Dune"
// expect: ClubRoot body
// expect: ShelfCount body: 2
// expect: LastOpened body: Dune
