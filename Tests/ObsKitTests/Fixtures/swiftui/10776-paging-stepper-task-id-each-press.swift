// Tutorial style (paging with a Stepper and .task(id:)): each press of the stepper changes the page, restarting the loader; a press while a page loads cancels it, and Task.isCancelled keeps the old result out (rules §11.3, §3.4, §15.10)
import SwiftUI

struct PagedListView: View {
    @State private var page = 1
    @State private var rows: [String] = []

    var body: some View {
        let _ = print("body: page \(page), rows \(rows)")
        VStack {
            Stepper("Page", value: $page, in: 1...3)
            ForEach(rows, id: \.self) { row in
                Text(row)
            }
        }
        .task(id: page) {
            print("load page \(page)")
            try? await Task.sleep(for: .milliseconds(250))
            guard !Task.isCancelled else { return }
            rows = (1...2).map { "p\(page)-r\($0)" }
        }
    }
}

:mount PagedListView()
// expect: body: page 1, rows []
// expect: load page 1
:advance 250ms
// expect: body: page 1, rows ["p1-r1", "p1-r2"]
:step "Page" up
// expect: body: page 2, rows ["p1-r1", "p1-r2"]
// expect: load page 2
:step "Page" up
// expect: body: page 3, rows ["p1-r1", "p1-r2"]
// expect: load page 3
:advance 250ms
// expect: body: page 3, rows ["p3-r1", "p3-r2"]
:step "Page" down 2
// expect: body: page 2, rows ["p3-r1", "p3-r2"]
// expect: load page 2
// expect: body: page 1, rows ["p3-r1", "p3-r2"]
// expect: load page 1
:advance 250ms
// expect: body: page 1, rows ["p1-r1", "p1-r2"]
