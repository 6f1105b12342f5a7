// struct-vs-class-copy: value types copy on assignment, classes share one instance, === and !==
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A print shop: paper sizes are plain values, print jobs are shared objects.
struct PaperSize {
    var width = 0
    var height = 0
}

class PrintJob {
    var paper = PaperSize()
    var duplex = false
    var inkCoverage = 0.0
    var title: String?
}

let a4 = PaperSize(width: 210, height: 297)
var poster = a4
poster.height = 594
print("a4:", a4.height, "poster:", poster.height)

let flyer = PrintJob()
flyer.paper = a4
flyer.duplex = true
flyer.title = "Bake sale"
flyer.inkCoverage = 0.4

let sameFlyer = flyer
sameFlyer.inkCoverage = 0.65
print("ink coverage now", flyer.inkCoverage)
print(flyer === sameFlyer)

let menu = PrintJob()
print(menu === flyer, menu !== flyer)

var queueA = ["flyer", "menu"]
var queueB = queueA
queueB.insert("banner", at: 0)
queueA[1] = "receipt"
print(queueA, queueB)

struct Shift {
    var operators: [String]
    let currentJob: PrintJob
}
let sharedJob = PrintJob()
sharedJob.title = "Wedding invites"
var morning = Shift(operators: ["Lena"], currentJob: sharedJob)
var evening = morning
evening.operators.append("Raj")
evening.currentJob.title = "Reprinted by evening shift"
print(morning.operators, evening.operators)
print(morning.currentJob.title ?? "untitled")
morning.operators.removeAll()
print(morning.operators.isEmpty, evening.operators.count)

func enlarge(_ size: PaperSize) -> PaperSize {
    var bigger = size
    bigger.width *= 2
    bigger.height *= 2
    return bigger
}
func enlarge(_ job: PrintJob) {
    job.paper.height *= 2
}
let a3ish = enlarge(a4)
print(a4.width, a3ish.width, a3ish.height)
enlarge(flyer)
print(flyer.paper.height, sameFlyer.paper.height, a4.height)
// expect: a4: 297 poster: 594
// expect: ink coverage now 0.65
// expect: true
// expect: false true
// expect: ["flyer", "receipt"] ["banner", "flyer", "menu"]
// expect: ["Lena"] ["Lena", "Raj"]
// expect: Reprinted by evening shift
// expect: true 2
// expect: 210 420 594
// expect: 594 594 297
