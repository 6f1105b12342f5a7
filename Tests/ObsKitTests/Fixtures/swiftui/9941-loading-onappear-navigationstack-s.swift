// Apple Developer Forums style: classic pitfall (on purpose): loading in onAppear of a NavigationStack's root list, which appears again after every pop, so the list grows each time; the accepted fix guards the load with a flag (rules §11.1, §14.3, §15.12)
import SwiftUI

struct ReaderView: View {
    let message: String

    var body: some View {
        let _ = print("ReaderView body: \(message)")
        Text("Reading \(message)")
    }
}

struct InboxView: View {
    @State private var messages: [String] = []
    @State private var loads = 0

    var body: some View {
        let _ = print("InboxView body: \(messages.count)")
        NavigationStack {
            List {
                ForEach(messages, id: \.self) { message in
                    NavigationLink(message, value: message)
                }
            }
            .navigationDestination(for: String.self) { message in
                ReaderView(message: message)
            }
            .onAppear {
                loads += 1
                print("onAppear: loading batch \(loads)")
                messages += ["Hi \(loads)", "Yo \(loads)"]
            }
        }
    }
}

struct FixedInboxView: View {
    @State private var messages: [String] = []
    @State private var loaded = false

    var body: some View {
        let _ = print("FixedInboxView body: \(messages.count)")
        NavigationStack {
            List {
                ForEach(messages, id: \.self) { message in
                    NavigationLink(message, value: message)
                }
            }
            .navigationDestination(for: String.self) { message in
                ReaderView(message: message)
            }
            .onAppear {
                guard !loaded else {
                    print("onAppear: already loaded")
                    return
                }
                loaded = true
                messages = ["Hi", "Yo"]
            }
        }
    }
}

:mount InboxView()
// expect: InboxView body: 0
// expect: onAppear: loading batch 1
// expect: InboxView body: 2
:tap "Hi 1"
// expect: ReaderView body: Hi 1
:back
// expect: onAppear: loading batch 2
// expect: InboxView body: 4
:mount FixedInboxView()
// expect: FixedInboxView body: 0
// expect: FixedInboxView body: 2
:tap "Yo"
// expect: ReaderView body: Yo
:back
// expect: onAppear: already loaded
