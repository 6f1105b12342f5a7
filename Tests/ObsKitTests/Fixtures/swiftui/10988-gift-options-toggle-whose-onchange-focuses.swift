// Hacking with Swift style (gift options): a Toggle whose onChange(of:) focuses a conditional message field or clears it; a length limit enforced in a second onChange; the body never reads the focus (rules §11.1, §15.10, §1.1, §10.1)
import SwiftUI

struct GiftOptionsView: View {
    @State private var isGift = false
    @State private var message = ""
    @FocusState private var messageFocused: Bool
    private let maxLength = 5

    var body: some View {
        let _ = print("gift body: \(isGift ? "gift" : "no gift"), \(message.count) chars")
        Form {
            Toggle("Send as a gift", isOn: $isGift)
            if isGift {
                TextField("Gift message", text: $message, axis: .vertical)
                    .focused($messageFocused)
                Text("\(maxLength - message.count) left")
            }
        }
        .onChange(of: isGift) { _, nowGift in
            if nowGift {
                messageFocused = true
            } else {
                message = ""
            }
            print("gift \(nowGift)")
        }
        .onChange(of: message) { _, newValue in
            if newValue.count > maxLength {
                message = String(newValue.prefix(maxLength))
            }
        }
    }
}
:mount GiftOptionsView()
// expect: gift body: no gift, 0 chars
:toggle "Send as a gift"
// expect: gift body: gift, 0 chars
// expect: gift true
:type "Hi mom" into "Gift message"
// expect: gift body: gift, 1 chars
// expect: gift body: gift, 2 chars
// expect: gift body: gift, 3 chars
// expect: gift body: gift, 4 chars
// expect: gift body: gift, 5 chars
// expect: gift body: gift, 6 chars
// expect: gift body: gift, 5 chars
:toggle "Send as a gift"
// expect: gift body: no gift, 5 chars
// expect: gift false
// expect: gift body: no gift, 0 chars
