import Foundation
@_spi(Rendering) import Tapestry
import TapestryTesting

/// A seeded, deterministic chaos fuzzer over the public API (pipeline issue §3): it builds random trees with
/// every recognizer kind, controls, a scroll view and text fields, feeds random multi-touch streams with
/// clock jumps, presses, text, wheel and hover, and from inside handlers, delegates, `touches…` overrides and
/// `layoutSubviews` removes, disables, reparents and adds views and recognizers. After every step it checks
/// the invariants of SEMANTICS §14, and at tear-down that every view it made was released.
///
/// The first break is reported with its seed and step (`ChaosFuzzer.Failure`); `make fuzz SEEDS=… EVENTS=…`
/// replays it, and `TAPESTRY_FUZZ_TRACE=1` prints every step.
@MainActor
final class ChaosFuzzer {
    /// The first invariant that broke.
    struct Failure: Error, CustomStringConvertible {
        let seed: UInt64
        let step: Int
        let message: String
        var description: String { "chaos fuzzer: seed \(seed), step \(step): \(message)" }
    }

    let seed: UInt64
    var random: SeededGenerator
    private(set) var step = 0
    private(set) var failure: Failure?
    /// `TAPESTRY_FUZZ_TRACE=1` prints every step; `=K` prints from step K on (a replay of a long run); 0 (what
    /// `make fuzz` passes when none is asked for, to keep the environment's size) prints nothing.
    private let traceFrom: Int? = ProcessInfo.processInfo.environment["TAPESTRY_FUZZ_TRACE"].flatMap {
        Int($0).flatMap { $0 > 0 ? $0 : nil }
    }
    private var trace: Bool { traceFrom.map { step >= $0 } ?? false }

    private var window: ChaosWindow!
    private var extentChecks = 0
    private lazy var delegates = ChaosDelegate.pool(for: self)
    private weak var weakWindow: UIWindow?
    private weak var weakRoot: UIViewController?
    private var synthesizer: EventSynthesizer!
    private var stage: ChaosView!
    /// Every view the fuzzer made, weakly: all must be gone at tear-down.
    private var made: [WeakView] = []
    private var recognizers: [WeakRecognizer] = []
    private var nextTouch = 1_000_000
    private var down: [Int] = []
    /// Per (responder, touch): the phases a view received directly (touch.view === the view).
    private var viewPhases: [Pair: [UITouch.Phase]] = [:]
    /// Touches are kept alive while the run goes on, so their identities are never reused.
    private var touches: [ObjectIdentifier: UITouch] = [:]
    /// Each recognizer's probe; the recognizer is kept too, so its identity is never reused.
    private var probes: [ObjectIdentifier: (recognizer: UIGestureRecognizer, probe: RecognizerProbe)] = [:]
    /// Animations in flight: blocks, springs, keyframes, property animators, layers (AnimationChaos.swift).
    lazy var animations = AnimationChaos(fuzzer: self)
    /// Tables, collection views, navigation, alerts and menus (WorldChaos.swift).
    lazy var world = WorldChaos(fuzzer: self)
    /// Nested mutation depth: chaos inside chaos stays bounded.
    private var mutating = 0
    /// What the run exercised: direct view deliveries, handler calls and mutations.
    private(set) var counts = (deliveries: 0, handlers: 0, mutations: 0)
    /// Hit-tests compared with the plain walk (`ChaosWindow`).
    private(set) var hitTestsChecked = 0

    struct Pair: Hashable {
        let responder: ObjectIdentifier
        let touch: ObjectIdentifier
    }

    init(seed: UInt64) {
        self.seed = seed
        // The seed is scrambled first: SplitMix64 states a multiple of its increment apart are the same stream
        // shifted (seeds 1 and 6 ran nearly the same world).
        var z = seed &+ 0x1234_5678_9ABC_DEF1
        z = (z ^ (z >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        z = (z ^ (z >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        random = SeededGenerator(seed: z ^ (z >> 33))
    }

    // MARK: Running

    /// Runs `events` random steps, then tears everything down and checks that nothing is left alive.
    /// Returns the first failure, or nil.
    func run(events: Int) -> Failure? {
        // Views, recognizers and delegates refer to the fuzzer without owning it; it outlives them all.
        Self.finished.append(self)
        setUp()
        while step < events, failure == nil {
            step += 1
            perform(randomAction())
            checkStep()
            // A long soak says it is alive: a line per million events.
            if step % 1_000_000 == 0, step < events {
                print("chaos fuzzer: seed \(seed): \(step) events, no break")
                fflush(nil)  // every stream: a soak's output usually goes to a file, where it would wait in the buffer
            }
        }
        tearDown()
        return failure
    }

    private static var finished: [ChaosFuzzer] = []

    private func setUp() {
        window = ChaosWindow(fuzzer: self, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        synthesizer = EventSynthesizer(window: window)
        stage = ChaosView(fuzzer: self, frame: window.bounds)
        controller.view.addSubview(stage)
        track(stage)
        // A hover over the whole stage: a hover is nearly always in progress somewhere on the pointer's path.
        let stageHover = FuzzHover(probe: RecognizerProbe(fuzzer: self, discrete: false))
        probes[ObjectIdentifier(stageHover)] = (stageHover, stageHover.probe)
        stageHover.addHandler { [unowned self] in self.handlerRan($0) }
        stage.addGestureRecognizer(stageHover)
        recognizers.append(WeakRecognizer(recognizer: stageHover))
        for _ in 0..<12 { addRandomView() }
    }

    private func tearDown() {
        let input = UIApplication.shared.input
        input.cancelAllTouches()
        for _ in 0..<4 { synthesizer.advance(by: 1) }
        checkQuiescent()
        weakWindow = window
        hitTestsChecked = window.checkedHitTests
        weakRoot = window.rootViewController
        _ = window.rootViewController?.view.endEditing(true)
        // What is presented is dismissed first: a presentation holds its controllers until it is dismissed, in
        // UIKit as here, so dropping the root controller alone would keep them alive.
        if let presented = window.rootViewController?.presentedViewController {
            presented.dismiss(animated: false, completion: nil)
            for _ in 0..<4 { synthesizer.advance(by: 1) }
        }
        stage.removeFromSuperview()
        window.isHidden = true
        window.rootViewController = nil
        window = nil
        stage = nil
        synthesizer = nil
        touches.removeAll()
        viewPhases.removeAll()
        probes.removeAll()
        world.tearDown()
        synthesizerAdvanceOnly()
        animations.tearDown()
        let aliveRecognizers = recognizers.compactMap(\.recognizer)
        if !aliveRecognizers.isEmpty && failure == nil {
            fail(
                "\(aliveRecognizers.count) recognizers still alive at tear-down, e.g. "
                    + "\(aliveRecognizers.prefix(3).map { "\($0) in state \($0.state), view \($0.view.map { "\($0)" } ?? "nil")" })"
            )
        }
        let alive = made.compactMap(\.view)
        if !alive.isEmpty && failure == nil {
            fail(
                "\(alive.count) views still alive at tear-down, e.g. \(alive.prefix(3).map { "\($0)" }) "
                    + "(window alive: \(weakWindow != nil), root controller alive: \(weakRoot != nil), "
                    + "in a window: \(alive.filter { $0.window != nil }.count), "
                    + "superviews: \(alive.prefix(3).map { $0.superview.map { "\($0)" } ?? "nil" }), "
                    + "touches down: \(UIApplication.shared.input.touchesDown.count), recognizers still busy: "
                    + "\(liveRecognizers.filter { $0.state != .possible || $0.numberOfTouches > 0 }), "
                    + "touches alive: \(everyTouch.compactMap(\.touch).map { "\($0)" }), "
                    + "visible windows: \(UIApplication.shared.visibleWindowList.count), key window is it: "
                    + "\(UIApplication.shared.keyWindow === weakWindow), first responder: "
                    + "\(weakWindow?.firstResponder.map { "\($0)" } ?? "nil")")
        }
    }

    /// Runs the clock once more with no window, so timers holding views (a caret's blink) can let go.
    private func synthesizerAdvanceOnly() {
        UIApplication.shared.clock.advance(by: 5)
        UIApplication.shared.frameStep.run()
    }

    var now: TimeInterval { UIApplication.shared.clock.now }

    /// The root controller, for presentations.
    var rootController: UIViewController? { window?.rootViewController }

    func fail(_ message: String) {
        if failure == nil {
            failure = Failure(seed: seed, step: step, message: message)
            if trace { print(Thread.callStackSymbols.joined(separator: "\n")) }
        }
    }

    func log(_ text: @autoclosure () -> String) {
        if trace { print("[\(seed):\(step)] \(text())") }
    }

    // MARK: Random choices

    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
    /// A point in the window: mostly whole, some fractional, some on a view's edge or corner (where a
    /// conversion that rounds differently would change the answer of a hit-test).
    private func point() -> CGPoint {
        switch int(0..<10) {
        case 0..<6: return CGPoint(x: CGFloat(int(-10..<410)), y: CGFloat(int(-10..<410)))
        case 6..<8:
            return CGPoint(x: CGFloat(int(-1000..<41000)) / 100, y: CGFloat(int(-1000..<41000)) / 100)
        default:
            guard let view = anyView(), view.window === window else { return CGPoint(x: 200, y: 200) }
            let b = view.bounds
            let xs = [b.minX, b.midX, b.maxX, b.maxX - 0.001, b.minX + 1 / 3]
            let ys = [b.minY, b.midY, b.maxY, b.maxY - 0.001, b.minY + 1 / 3]
            return view.convert(CGPoint(x: xs[int(0..<xs.count)], y: ys[int(0..<ys.count)]), to: window)
        }
    }

    /// A frame, some with fractional origins and sizes.
    private func randomFrame() -> CGRect {
        let whole = CGRect(
            x: CGFloat(int(0..<300)), y: CGFloat(int(0..<300)), width: CGFloat(int(20..<200)),
            height: CGFloat(int(20..<200)))
        guard chance(0.3) else { return whole }
        return CGRect(
            x: whole.minX + CGFloat(int(0..<100)) / 100, y: whole.minY + 1 / 3, width: whole.width + 0.25,
            height: whole.height + CGFloat(int(0..<7)) / 7)
    }

    private var liveViews: [UIView] { made.compactMap(\.view).filter { $0 !== stage } }
    var liveViewsInWindow: [UIView] { liveViews.filter { $0.window != nil } }
    var noTouchesDown: Bool { down.isEmpty && UIApplication.shared.input.touchesDown.isEmpty }

    /// A drag through the synthesizer (the world's interactive pops).
    func drag(from start: CGPoint, to end: CGPoint) {
        synthesizer.drag(from: start, to: end, steps: int(2..<8), duration: Double(int(1..<40)) / 100)
    }
    private var liveRecognizers: [UIGestureRecognizer] { recognizers.compactMap(\.recognizer) }

    func anyView() -> UIView? {
        let views = liveViews
        return views.isEmpty ? nil : views[int(0..<views.count)]
    }

    private func anyContainer() -> UIView {
        let candidates = liveViews.filter { $0.window != nil && !($0 is UIControl) && !($0 is UITextField) }
        return candidates.isEmpty || chance(0.3) ? stage : candidates[int(0..<candidates.count)]
    }

    // MARK: Actions

    enum Action {
        case touchDown(CGPoint), touchMove(Int, CGPoint), touchUp(Int), touchCancel(Int)
        case multiTouch, malformed, advance(TimeInterval), press, text, wheel(CGPoint), hover(CGPoint), hoverExit
        case tap(CGPoint), drag(CGPoint, CGPoint), hold(CGPoint), hoverWalk(CGPoint)
        case mutate, replenish
    }

    private func randomAction() -> Action {
        if step % 250 == 0 { return .replenish }
        switch int(0..<115) {
        case 110..<115: return .hoverWalk(point())
        case 100..<104: return .tap(point())
        case 104..<107: return .drag(point(), point())
        case 107..<110: return .hold(point())
        case 0..<18: return .touchDown(point())
        case 18..<48: return down.isEmpty ? .touchDown(point()) : .touchMove(down[int(0..<down.count)], point())
        case 48..<62: return down.isEmpty ? .advance(0.1) : .touchUp(down[int(0..<down.count)])
        case 62..<64: return down.isEmpty ? .advance(0.01) : .touchCancel(down[int(0..<down.count)])
        case 64..<68: return .multiTouch
        case 68..<70: return .malformed
        case 70..<82:
            let jumps: [TimeInterval] = [0.01, 0.05, 0.16, 0.36, 0.6, 2, 10]
            return .advance(jumps[int(0..<jumps.count)])
        case 82..<85: return .press
        case 85..<88: return .text
        case 88..<90: return .wheel(point())
        case 90..<93: return chance(0.1) ? .hoverExit : .hover(point())
        default: return .mutate
        }
    }

    private func perform(_ action: Action) {
        log("\(action)")
        let input = UIApplication.shared.input
        switch action {
        case .touchDown(let p):
            guard down.count < 4 else { return }
            let id = nextTouch
            nextTouch += 1
            if let touch = input.touchBegan(id, at: p, in: window) {
                remember(touch)
                down.append(id)
            }
        case .touchMove(let id, let p):
            input.touchMoved(id, to: p)
        case .touchUp(let id):
            input.touchEnded(id)
        case .touchCancel(let id):
            input.touchCancelled(id)
        case .multiTouch:
            var changes: [InputRouter.TouchChange] = []
            for id in down.prefix(2) {
                changes.append(
                    InputRouter.TouchChange(identifier: id, phase: chance(0.7) ? .moved : .ended, location: point()))
            }
            let id = nextTouch
            nextTouch += 1
            changes.append(InputRouter.TouchChange(identifier: id, phase: .began, location: point()))
            input.touchesChanged(changes.shuffled(using: &random), in: window)
            if let touch = input.touchesDown.first(where: { input.identifier(of: $0) == id }) {
                remember(touch)
                down.append(id)
            }
        case .malformed:
            switch int(0..<4) {
            case 0: input.touchMoved(-int(1..<100), to: point())
            case 1: input.touchEnded(-int(1..<100))
            case 2:
                // A began for a finger already down: the old touch is cancelled first.
                if let id = down.first, let touch = input.touchBegan(id, at: point(), in: window) { remember(touch) }
            default:
                input.touchesChanged(
                    [
                        InputRouter.TouchChange(
                            identifier: nextTouch, phase: .moved, location: CGPoint(x: CGFloat.nan, y: 0))
                    ],
                    in: window)
            }
        case .advance(let seconds):
            synthesizer.advance(by: seconds)
        case .press:
            let types: [UIPress.PressType] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu]
            synthesizer.press(types[int(0..<types.count)])
        case .text:
            let texts = ["a", "é", "e\u{301}", "👍🏽", "中文", "\u{8}", "\n"]
            synthesizer.type(texts[int(0..<texts.count)])
        case .wheel(let p):
            input.scroll(by: CGPoint(x: 0, y: CGFloat(int(-40..<40))), at: p, in: window)
        case .hover(let p):
            input.pointerMoved(to: p, in: window)
        case .hoverExit:
            input.pointerExited(window)
        case .hoverWalk(let p):
            // The pointer wanders: hovers begin, change and end while the world changes under them.
            var location = p
            for _ in 0..<int(2..<7) {
                input.pointerMoved(to: location, in: window)
                location.x += CGFloat(int(-20..<21)) + 0.5
                location.y += CGFloat(int(-20..<21))
                if chance(0.3) { mutate(from: "hover walk") }
            }
        case .mutate:
            mutate(from: "step")
        case .tap(let p):
            synthesizer.tap(at: p)
        case .drag(let from, let to):
            guard down.isEmpty else { return }
            synthesizer.drag(from: from, to: to, steps: int(2..<8), duration: Double(int(1..<40)) / 100)
        case .hold(let p):
            guard down.isEmpty else { return }
            let touch = synthesizer.touchDown(at: p)
            remember(touch)
            synthesizer.advance(by: 0.6)
            synthesizer.touchMove(touch, to: CGPoint(x: p.x + 30, y: p.y + 5))
            synthesizer.touchUp(touch)
        case .replenish:
            // Forget what is gone (released views count as not leaked), so the lists stay short.
            made.removeAll { $0.view == nil }
            everyTouch.removeAll { $0.touch == nil }
            recognizers.removeAll { $0.recognizer == nil }
            probes = probes.filter { $0.value.recognizer.view != nil }
            animations.replenish()
            // Keeps the tree rich: chaos hides, empties and breaks it over time.
            for view in liveViews where !view.frame.isFiniteRect || view.isHidden || view.alpha < 0.02 {
                if chance(0.5) {
                    view.frame = CGRect(x: CGFloat(int(0..<300)), y: CGFloat(int(0..<300)), width: 100, height: 80)
                    view.isHidden = false
                    view.alpha = 1
                    view.isUserInteractionEnabled = true
                }
            }
            var inWindow = liveViews.filter { $0.window != nil }
            for _ in 0..<max(0, 14 - inWindow.count) { addRandomView() }
            // …and bounded: mutations add views faster than they take them away, and a tree that grows without
            // end makes each step of a long soak slower than the last (600 views after 500,000 steps).
            while inWindow.count > 48 {
                inWindow.remove(at: int(0..<inWindow.count)).removeFromSuperview()
                inWindow.removeAll { $0.window == nil }
            }
        }
        down.removeAll { id in !input.touchesDown.contains { input.identifier(of: $0) == id } }
    }

    private func remember(_ touch: UITouch) {
        if touches[ObjectIdentifier(touch)] == nil { everyTouch.append(WeakTouch(touch: touch)) }
        touches[ObjectIdentifier(touch)] = touch
    }
    /// Every touch seen, weakly: at tear-down none may be left.
    private var everyTouch: [WeakTouch] = []

    // MARK: Mutations (also run from inside callbacks)

    /// Maybe changes the hierarchy or the recognizers from inside a callback named `context`.
    func maybeMutate(from context: String) {
        // Completions of animations ended by the tear-down still arrive: the stage is gone by then.
        guard failure == nil, stage != nil, mutating < 2, chance(0.12) else { return }
        mutate(from: context)
    }

    private func mutate(from context: String) {
        mutating += 1
        counts.mutations += 1
        defer { mutating -= 1 }
        let choice = int(0..<16 + AnimationChaos.kinds + WorldChaos.kinds)
        log("mutate \(choice) from \(context)")
        switch choice {
        case 0, 1: anyView()?.removeFromSuperview()
        case 2, 3: addRandomView()
        case 4:
            if let view = anyView() {
                let container = anyContainer()
                if container !== view, !container.isDescendant(of: view) { container.addSubview(view) }
            }
        case 5:
            if let recognizer = liveRecognizers.randomElement(using: &random) { recognizer.isEnabled.toggle() }
        case 6:
            if let recognizer = liveRecognizers.randomElement(using: &random) {
                recognizer.view?.removeGestureRecognizer(recognizer)
            }
        case 7:
            if let view = anyView() { addRandomRecognizer(to: view) }
        case 8:
            if chance(0.3) { UIApplication.shared.input.cancelAllTouches() }
        case 9: anyView()?.isHidden.toggle()
        case 10: anyView()?.isUserInteractionEnabled.toggle()
        case 11:
            let frames = [
                CGRect(x: CGFloat.nan, y: 0, width: -10, height: 20), CGRect(x: 0, y: 0, width: -50, height: -50),
                CGRect(x: 10, y: 10, width: CGFloat.infinity, height: 10), CGRect(x: 20, y: 20, width: 120, height: 90),
                CGRect(x: 10.5, y: 20.25, width: 99.75, height: 33.333), randomFrame(),
            ]
            anyView()?.frame = frames[int(0..<frames.count)]
        case 12:
            if let field = liveViews.compactMap({ $0 as? UITextField }).randomElement(using: &random) {
                _ = chance(0.5) ? field.becomeFirstResponder() : field.resignFirstResponder()
            }
        case 13:
            let transforms = [
                CGAffineTransform.identity, CGAffineTransform(scaleX: 1.5, y: 0.5),
                CGAffineTransform(rotationAngle: 0.3),
                CGAffineTransform(translationX: 0.5, y: -1 / 3),
            ]
            anyView()?.transform = transforms[int(0..<transforms.count)]
        case 14: anyView()?.alpha = chance(0.5) ? 0 : 1
        case 15: anyView()?.setNeedsLayout()
        case 16..<(16 + AnimationChaos.kinds): animations.mutate(choice - 16)
        default: world.mutate(choice - 16 - AnimationChaos.kinds)
        }
    }

    private func addRandomView() {
        let frame = randomFrame()
        let view: UIView
        switch int(0..<10) {
        case 0: view = ChaosButton(fuzzer: self, frame: frame)
        case 1: view = ChaosSwitch(fuzzer: self, frame: frame)
        case 2: view = ChaosSlider(fuzzer: self, frame: frame)
        case 3:
            let scroll = ChaosScrollView(fuzzer: self, frame: frame)
            scroll.contentSize = CGSize(width: frame.width * 2, height: frame.height * 3)
            view = scroll
        case 4: view = ChaosTextField(fuzzer: self, frame: frame)
        case 5: view = world.makeList(frame: frame)
        default:
            let plain = ChaosView(fuzzer: self, frame: frame)
            plain.isMultipleTouchEnabled = chance(0.5)
            plain.isExclusiveTouch = chance(0.1)
            view = plain
        }
        anyContainer().addSubview(view)
        track(view)
        for _ in 0..<int(0..<3) { addRandomRecognizer(to: view) }
    }

    func track(_ view: UIView) { made.append(WeakView(view: view)) }

    private func addRandomRecognizer(to view: UIView) {
        let recognizer: UIGestureRecognizer
        switch int(0..<10) {
        case 0: recognizer = FuzzTap(probe: RecognizerProbe(fuzzer: self, discrete: true))
        case 1:
            let tap = FuzzTap(probe: RecognizerProbe(fuzzer: self, discrete: true))
            tap.numberOfTapsRequired = 2
            recognizer = tap
        case 2: recognizer = FuzzLongPress(probe: RecognizerProbe(fuzzer: self, discrete: false))
        case 3: recognizer = FuzzPan(probe: RecognizerProbe(fuzzer: self, discrete: false))
        case 4: recognizer = FuzzPinch(probe: RecognizerProbe(fuzzer: self, discrete: false))
        case 5: recognizer = FuzzRotation(probe: RecognizerProbe(fuzzer: self, discrete: false))
        case 6: recognizer = FuzzSwipe(probe: RecognizerProbe(fuzzer: self, discrete: true))
        case 7: recognizer = FuzzUndecided(probe: RecognizerProbe(fuzzer: self, discrete: true))
        default: recognizer = FuzzHover(probe: RecognizerProbe(fuzzer: self, discrete: false))
        }
        recognizer.cancelsTouchesInView = chance(0.8)
        recognizer.delaysTouchesBegan = chance(0.2)
        recognizer.delaysTouchesEnded = chance(0.8)
        if chance(0.3) {
            // Mostly agreeable delegates, some that refuse touches or beginnings.
            let index = chance(0.6) ? int(0..<2) : int(0..<delegates.count)
            recognizer.delegate = delegates[[1, 0, 3, 2, 5, 4, 7, 6][index]]
        }
        if chance(0.15), let other = liveRecognizers.randomElement(using: &random), other !== recognizer {
            recognizer.require(toFail: other)
        }
        if let probed = recognizer as? Probed {
            probes[ObjectIdentifier(recognizer)] = (recognizer, probed.probe)
            recognizer.addHandler { [unowned self] in self.handlerRan($0) }
        }
        view.addGestureRecognizer(recognizer)
        recognizers.append(WeakRecognizer(recognizer: recognizer))
    }

    // MARK: Invariants

    /// A view's touches method was called (SEMANTICS §14.1); only direct deliveries (touch.view is the view)
    /// are checked, since forwarding along the chain reaches other responders too.
    func viewReceived(_ phase: UITouch.Phase, _ touches: Set<UITouch>, view: UIView) {
        for touch in touches where touch.view === view {
            counts.deliveries += 1
            remember(touch)
            let key = Pair(responder: ObjectIdentifier(view), touch: ObjectIdentifier(touch))
            let phases = viewPhases[key] ?? []
            switch phase {
            case .began where !phases.isEmpty:
                fail("\(view) got touchesBegan twice for \(touch)")
            case .moved, .ended, .cancelled:
                if phases.first != .began { fail("\(view) got \(phase) for \(touch) before began") }
                if let last = phases.last, last == .ended || last == .cancelled {
                    fail("\(view) got \(phase) for \(touch) after \(last)")
                }
            default: break
            }
            viewPhases[key, default: []].append(phase)
            if phase != .began && view.window == nil && phase != .cancelled {
                fail("\(view) is out of its window but got \(phase)")
            }
        }
        maybeMutate(from: "touches\(phase)")
    }

    func handlerRan(_ recognizer: UIGestureRecognizer) {
        counts.handlers += 1
        if recognizer.view == nil { fail("handler of \(recognizer) ran with view == nil") }
        probes[ObjectIdentifier(recognizer)]?.probe.handler(recognizer.state, recognizer)
        maybeMutate(from: "handler")
    }

    private func checkStep() {
        guard failure == nil else { return }
        // The renderer skips subtrees by the extents views keep: a kept extent that is stale would hide
        // drawing. Checked every tenth step (the check walks the whole window; a counter, so the seeded
        // sequence of events stays what it was).
        extentChecks &+= 1
        if extentChecks % 10 == 0, let stale = window.checkKeptVisualExtents() {
            fail("a kept visual extent is stale after a change: \(stale)")
            return
        }
        if UIApplication.shared.input.touchesDown.isEmpty && chance(0.05) {
            synthesizer.advance(by: 1.5)
            checkQuiescent()
        }
    }

    /// With no touch down and recognizers given time to decide, every view that began a touch has ended or
    /// cancelled it.
    private func checkQuiescent() {
        guard UIApplication.shared.input.touchesDown.isEmpty else { return }
        for (key, phases) in viewPhases where phases.first == .began {
            guard let last = phases.last, last != .ended && last != .cancelled else { continue }
            fail(
                "a view got \(phases) for a touch that is over, and never its end (\(touches[key.touch].map { "\($0)" } ?? "?"))"
            )
            return
        }
        viewPhases.removeAll()
        touches.removeAll()
        animations.checkQuiescent()
    }
}

struct WeakView {
    weak var view: UIView?
}

struct WeakTouch {
    weak var touch: UITouch?
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
