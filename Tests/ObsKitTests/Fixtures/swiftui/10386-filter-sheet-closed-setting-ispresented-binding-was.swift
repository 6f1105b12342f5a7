// cookbook style: a filter sheet closed by setting the isPresented binding it was handed; toggling inside it runs the presenter (which reads the filter) and the sheet; onDismiss reloads, both after "Done" and after a swipe (rules §13.1, §9.3, §2.5, §8.7)
import SwiftUI

struct FilterSheet: View {
    @Binding var isPresented: Bool
    @Binding var onlyOpen: Bool

    var body: some View {
        let _ = print("FilterSheet body: onlyOpen=\(onlyOpen)")
        VStack {
            Toggle("Only open", isOn: $onlyOpen)
            Button("Done") { isPresented = false }
        }
    }
}

struct TicketsScreen: View {
    @State private var showFilters = false
    @State private var onlyOpen = false
    @State private var reloads = 0

    var body: some View {
        let _ = print("TicketsScreen body: onlyOpen=\(onlyOpen) reloads=\(reloads)")
        Button("Filters") { showFilters = true }
            .sheet(isPresented: $showFilters, onDismiss: {
                print("reload")
                reloads += 1
            }) {
                FilterSheet(isPresented: $showFilters, onlyOpen: $onlyOpen)
            }
    }
}

:mount TicketsScreen()
// expect: TicketsScreen body: onlyOpen=false reloads=0
:tap "Filters"
// expect: FilterSheet body: onlyOpen=false
:toggle "Only open"
// expect: TicketsScreen body: onlyOpen=true reloads=0
// expect: FilterSheet body: onlyOpen=true
:tap "Done"
// expect: reload
// expect: TicketsScreen body: onlyOpen=true reloads=1
:tap "Filters"
// expect: FilterSheet body: onlyOpen=true
:dismiss
// expect: reload
// expect: TicketsScreen body: onlyOpen=true reloads=2
