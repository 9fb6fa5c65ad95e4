// SlideBack style "compose": Navigation Compose's defaults: a 700 ms cross-fade; the predictive pop scales out to 0.7
// A built-in style of SlideBack.
// Written by `slideback export --target compose compose` against Navigation Compose 2.8 (NavHost enterTransition/exitTransition/popEnterTransition/popExitTransition, predictive back) on Compose Animation 1.7.
// Every constant the platform can take is carried over; what it cannot is said where it would go.

import androidx.compose.animation.*
import androidx.compose.animation.core.*
import androidx.compose.ui.graphics.TransformOrigin
import androidx.navigation.NavBackStackEntry
import kotlin.math.roundToInt

// Use: val t = remember(density) { SlideBackComposeTransitions(LocalDensity.current.density) }
// NavHost(navController, startDestination, enterTransition = t.enterTransition, exitTransition = t.exitTransition,
//         popEnterTransition = t.popEnterTransition, popExitTransition = t.popExitTransition) { ... }
class SlideBackComposeTransitions(private val density: Float) {
    // pushes and pops take 0.7 s on fastOutSlowIn; a released swipe settles on the spring from the finger's velocity.
    // Navigation Compose finishes a released predictive back on its own; settle is for a
    // SeekableTransitionState you drive yourself: animateTo(target, animation = settle).
    val settle: FiniteAnimationSpec<Float> = spring(dampingRatio = 1f, stiffness = 1600f)
    val easing: Easing = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)

    val enterTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> EnterTransition = {
        fadeIn(tween(durationMillis = 700, easing = easing), initialAlpha = 0f)
    }

    val exitTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> ExitTransition = {
        fadeOut(tween(durationMillis = 700, easing = easing), targetAlpha = 0f)
    }

    val popEnterTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> EnterTransition = {
        fadeIn(tween(durationMillis = 700, easing = easing), initialAlpha = 0f)
    }

    val popExitTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> ExitTransition = {
        fadeOut(tween(durationMillis = 700, easing = easing), targetAlpha = 0f)
    }

    // The drag looks unlike the pop. Navigation Compose 2.8 plays popEnter/popExit under the gesture; these are the drag's,
    // for a host that takes predictive-pop transitions of their own (Navigation 3's NavDisplay.predictivePopTransitionSpec).
    val predictivePopEnterTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> EnterTransition = {
        fadeIn(tween(durationMillis = 700, easing = easing), initialAlpha = 0f)
    }

    val predictivePopExitTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> ExitTransition = {
        scaleOut(tween(durationMillis = 700, easing = easing), targetScale = 0.7f, transformOrigin = TransformOrigin.Center)
    }

    // The gesture: pops past 0.35 of the width; the system's back gesture decides instead (it commits past its own threshold).
    // the bar: each page moves with its own bar (put the bar inside each page).
    // the progress is Android's back progress (AOSP TouchTracker: linear up to min(412 dp, width), then reaching 1 at the width), which BackEventCompat.progress already is; elsewhere it is the translation over the width.
    // the held progress follows the finger on a critically damped spring of stiffness 1500 (AOSP BackProgressAnimator), which Android applies before an app sees the progress; elsewhere it follows the finger exactly.
}
