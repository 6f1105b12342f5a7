// App code style: single-use payment authorization as a ~Copyable struct with consuming capture and borrowing reads
struct PaymentAuthorization: ~Copyable {
    let number: Int
    let amountCents: Int
    private(set) var noteCount = 0

    init(number: Int, amountCents: Int) {
        self.number = number
        self.amountCents = amountCents
        print("authorized A-\(number) for \(amountCents)")
    }

    borrowing func summary() -> String {
        "A-\(number): \(amountCents)c" + (noteCount == 0 ? "" : " notes=\(noteCount)")
    }

    mutating func annotate(_ note: String) {
        noteCount += 1
        print("  note on A-\(number): \(note)")
    }

    consuming func capture(partialCents: Int? = nil) -> Receipt {
        let captured = min(partialCents ?? amountCents, amountCents)
        let receipt = Receipt(authorization: number, capturedCents: captured, releasedCents: amountCents - captured)
        discard self
        return receipt
    }

    consuming func void(reason: String) -> String {
        "voided A-\(number): \(reason)"
    }

    deinit {
        print("auth A-\(number) released without capture")
    }
}

struct Receipt: CustomStringConvertible {
    let authorization: Int
    let capturedCents: Int
    let releasedCents: Int
    var description: String {
        "receipt(A-\(authorization)) captured \(capturedCents)c, released \(releasedCents)c"
    }
}

func describe(_ auth: borrowing PaymentAuthorization) {
    print("  inspecting", auth.summary())
}

func checkout(total: Int, tipCents: Int) -> Receipt {
    var auth = PaymentAuthorization(number: total, amountCents: total + 500)
    auth.annotate("pre-auth includes tip buffer")
    describe(auth)
    return auth.capture(partialCents: total + tipCents)
}

print(checkout(total: 2_000, tipCents: 300))
print(checkout(total: 1_000, tipCents: 900))

func cancelHotel() {
    var pending = PaymentAuthorization(number: 7, amountCents: 7_500)
    pending.annotate("hotel")
    pending.annotate("2 nights")
    describe(pending)
    let message = pending.void(reason: "guest cancelled")
    print(message)
}
cancelHotel()

func abandoned() {
    let auth = PaymentAuthorization(number: 9, amountCents: 100)
    print("  created", auth.summary())
}
abandoned()
print("after abandoned")

struct Wallet: ~Copyable {
    var authorizations: [Int] = []
    mutating func hold(_ auth: consuming PaymentAuthorization) -> Receipt {
        authorizations.append(auth.number)
        return auth.capture()
    }
}

func useWallet() {
    var wallet = Wallet()
    let r1 = wallet.hold(PaymentAuthorization(number: 11, amountCents: 1_234))
    let r2 = wallet.hold(PaymentAuthorization(number: 12, amountCents: 99))
    print(r1)
    print(r2)
    print("wallet held:", wallet.authorizations)
    let receipts = [r1, r2]
    print("captured total:", receipts.reduce(0) { $0 + $1.capturedCents })
}
useWallet()

func maybeCapture(_ auth: consuming PaymentAuthorization, approve: Bool) -> Receipt? {
    if approve { return auth.capture(partialCents: 50) }
    print("  declined", auth.summary())
    return nil
}
print(maybeCapture(PaymentAuthorization(number: 21, amountCents: 80), approve: true) as Any)
print(maybeCapture(PaymentAuthorization(number: 22, amountCents: 80), approve: false) as Any)

// expect: authorized A-2000 for 2500
// expect:   note on A-2000: pre-auth includes tip buffer
// expect:   inspecting A-2000: 2500c notes=1
// expect: receipt(A-2000) captured 2300c, released 200c
// expect: authorized A-1000 for 1500
// expect:   note on A-1000: pre-auth includes tip buffer
// expect:   inspecting A-1000: 1500c notes=1
// expect: receipt(A-1000) captured 1500c, released 0c
// expect: authorized A-7 for 7500
// expect:   note on A-7: hotel
// expect:   note on A-7: 2 nights
// expect:   inspecting A-7: 7500c notes=2
// expect: auth A-7 released without capture
// expect: voided A-7: guest cancelled
// expect: authorized A-9 for 100
// expect:   created A-9: 100c
// expect: auth A-9 released without capture
// expect: after abandoned
// expect: authorized A-11 for 1234
// expect: authorized A-12 for 99
// expect: receipt(A-11) captured 1234c, released 0c
// expect: receipt(A-12) captured 99c, released 0c
// expect: wallet held: [11, 12]
// expect: captured total: 1333
// expect: authorized A-21 for 80
// expect: Optional(receipt(A-21) captured 50c, released 30c)
// expect: authorized A-22 for 80
// expect:   declined A-22: 80c
// expect: auth A-22 released without capture
// expect: nil
